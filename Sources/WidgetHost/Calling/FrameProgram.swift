import WidgetWire

/// How a ``PerformPlan`` binds a call straight into its handler's ``ArgumentFrame``, worked out
/// when the plan is made: which C argument takes each parameter's value, and the arguments that
/// are the same for every call (written into the frame once, when the plugin loads).
///
/// A `request` argument (the checked values as `PerformRequest` JSON, what a Swift plugin's perform
/// takes) is written by the frame from the values a call keeps in it (``FrameRequest``), when the
/// parameters' names are unique. A plan has no program when the call needs its values together
/// otherwise: an entity parameter (whose ids are verified first), a parameter passed twice, a
/// request with two parameters of one name, or more than ``ArgumentFrame/maximumArguments``
/// parameters or arguments. Those plans bind a ``BoundCall`` as before. A class, so that a call
/// reads it in place rather than copying its tables.
final class FrameProgram: Sendable {
    /// Per parameter slot: its name and the fast check and write of its common values.
    let rules: SlotRules
    /// How many parameter slots the intent has.
    let slotCount: Int
    /// A bit per slot a call must give a value: required, or whose default reads as `null`.
    let refusedUnlessGiven: UInt64
    /// A bit per slot whose default (or `NULL`) an argument takes when a call gives no value.
    let filledUnlessGiven: UInt64
    /// Per parameter slot: the C argument that takes its value, `nil` when none does.
    let argumentOfSlot: [Int?]
    /// Per parameter slot: that argument's C type.
    let typeOfSlot: [HandlerArgumentType]
    /// Per C argument: its value when it is the same for every call, `nil` when a call binds it.
    let fixed: [BoundArgument?]
    /// The argument that takes the host's time, if any.
    let nowArgument: Int?
    /// The argument that takes the `PerformRequest` JSON, if any.
    let requestArgument: Int?
    /// The slots in the order of their names, as the request JSON lists them.
    let requestOrder: [Int]
    /// Per slot: its name quoted and a colon (`"sauce":`), as the request JSON writes it (empty
    /// when the handler takes no request).
    let requestNames: [[UInt8]]

    /// The program of a handler that takes `arguments`, where `slotOfArgument` says which of the
    /// intent's `slots` each `parameter` argument names and `requestOrder` lists the slots in name
    /// order (`nil`: two share a name); `nil` if the call needs a ``BoundCall`` (see above).
    init?(arguments: [HandlerArgument], slots: [ParameterSlot], slotOfArgument: [Int?], requestOrder: [Int]?, verifiesEntities: Bool) {
        let limit = ArgumentFrame.maximumArguments
        let slotCount = slots.count
        guard !verifiesEntities, slotCount <= limit, arguments.count <= limit else { return nil }
        var argumentOfSlot: [Int?] = Array(repeating: nil, count: slotCount)
        var typeOfSlot: [HandlerArgumentType] = Array(repeating: .string, count: slotCount)
        var fixed: [BoundArgument?] = []
        var nowArgument: Int?
        var requestArgument: Int?
        for (index, argument) in arguments.enumerated() {
            switch argument.source {
            case .parameter:
                guard let slot = slotOfArgument[index], argumentOfSlot[slot] == nil else { return nil }
                argumentOfSlot[slot] = index
                typeOfSlot[slot] = argument.type
                fixed.append(nil)
            case .request:
                guard requestOrder != nil, requestArgument == nil else { return nil }
                requestArgument = index
                fixed.append(nil)
            case .now:
                nowArgument = index
                fixed.append(nil)
            case .constant: fixed.append(.string(argument.value ?? ""))
            case .text, .family: fixed.append(.string(""))
            case .identifiers: fixed.append(.string("[]"))
            case .preview: fixed.append(.bool(false))
            case .result: fixed.append(.result)
            case .error: fixed.append(.error)
            }
        }
        self.argumentOfSlot = argumentOfSlot
        self.typeOfSlot = typeOfSlot
        self.fixed = fixed
        self.nowArgument = nowArgument
        self.requestArgument = requestArgument
        self.requestOrder = requestOrder ?? []
        requestNames =
            requestArgument == nil
            ? []
            : slots.map { slot in
                var quoted: [UInt8] = []
                JSONValueWriter.writeQuoted(slot.name, to: &quoted)
                return quoted + [UInt8(ascii: ":")]
            }
        self.slotCount = slotCount
        rules = SlotRules(slots: slots, argumentOfSlot: argumentOfSlot, typeOfSlot: typeOfSlot)
        (refusedUnlessGiven, filledUnlessGiven) = Self.masks(slots, argumentOfSlot: argumentOfSlot, keepsValues: requestArgument != nil)
    }

    deinit { rules.deallocate() }

    /// The slots a call must give, and those whose default (or `NULL`) an argument takes otherwise,
    /// or whose default the request JSON lists (`keepsValues`).
    private static func masks(_ slots: [ParameterSlot], argumentOfSlot: [Int?], keepsValues: Bool) -> (refused: UInt64, filled: UInt64) {
        var refused: UInt64 = 0
        var filled: UInt64 = 0
        for (index, slot) in slots.enumerated() {
            let bit: UInt64 = 1 << UInt64(index)
            if case .null? = slot.defaultValue {
                refused |= bit
            } else if slot.defaultValue == nil && slot.isRequired {
                refused |= bit
            } else if argumentOfSlot[index] != nil || (keepsValues && slot.defaultValue != nil) {
                filled |= bit
            }
        }
        return (refused, filled)
    }

    /// Writes slot `slot`'s checked value (`.null`: absent) to its argument, if one takes it;
    /// `false` if the argument's C type cannot carry it.
    @inline(__always)
    func store(_ value: JSONValue, slot: Int, in frame: ArgumentFrame) -> Bool {
        guard let argument = argumentOfSlot[slot] else { return true }
        guard let bound = BoundArgument(slotValue: value, as: typeOfSlot[slot]) else { return false }
        frame.store(bound, at: argument)
        return true
    }
}

extension PerformPlan {
    // Binding into a frame refuses exactly what binding a `BoundCall` refuses (the caller then
    // takes the same general path, whose messages say why); `bound` has a bit per slot given a value.

    /// Binds wire values (a button's parameters) into `frame`; `false` if any value is refused.
    /// The common values are checked and written by the program's ``SlotRules``, the rest by the
    /// slot's general check.
    @inline(__always)
    func bind(_ given: [String: JSONValue], into frame: ArgumentFrame, now: Double) -> Bool {
        guard let program = unretainedProgram else { return false }
        return program._withUnsafeGuaranteedRef { bind(given, through: $0, into: frame, now: now) }
    }

    @inline(__always)
    private func bind(_ given: [String: JSONValue], through program: FrameProgram, into frame: ArgumentFrame, now: Double) -> Bool {
        frame.begin()
        var bound: UInt64 = 0
        // By index rather than by iterator, which would hold (retain) the dictionary's storage.
        var position = given.startIndex
        while position != given.endIndex {
            let (name, value) = given[position]
            given.formIndex(after: &position)
            if case .null = value { continue }
            guard let index = program.slotCount > 8 ? slot(named: name) : program.rules.slot(named: name, count: program.slotCount)
            else { return false }
            bound |= 1 << UInt64(index)
            if case .stored = program.rules.store(value, slot: index, in: frame) {
                frame.keep(value, slot: index)
                continue
            }
            guard slots[index].accepts(value, checker: checker), program.store(value, slot: index, in: frame) else { return false }
            frame.keep(value, slot: index)
        }
        return finish(bound, program, into: frame, now: now)
    }

    /// Binds `NAME=VALUE` texts into `frame`; `false` if any text is refused (or needs the general path).
    @inline(__always)
    func bind(assignments: [String], into frame: ArgumentFrame, now: Double) -> Bool {
        guard let program = unretainedProgram else { return false }
        return program._withUnsafeGuaranteedRef { bind(assignments: assignments, through: $0, into: frame, now: now) }
    }

    @inline(__always)
    private func bind(assignments: [String], through program: FrameProgram, into frame: ArgumentFrame, now: Double) -> Bool {
        frame.begin()
        var bound: UInt64 = 0
        for assignment in assignments {
            guard let (index, value) = read(assignment), bound & (1 << UInt64(index)) == 0 else { return false }
            if case .null = value { return false }
            bound |= 1 << UInt64(index)
            guard program.store(value, slot: index, in: frame) else { return false }
            frame.keep(value, slot: index)
        }
        return finish(bound, program, into: frame, now: now)
    }

    /// Binds the defaults of the slots not given, refuses a missing required value, the time and
    /// the request JSON.
    private func finish(_ bound: UInt64, _ program: FrameProgram, into frame: ArgumentFrame, now: Double) -> Bool {
        guard bound & program.refusedUnlessGiven == program.refusedUnlessGiven else { return false }
        var unbound = program.filledUnlessGiven & ~bound
        while unbound != 0 {
            let index = unbound.trailingZeroBitCount
            unbound &= unbound - 1
            let value = slots[index].defaultValue ?? .null
            guard program.store(value, slot: index, in: frame) else { return false }
            frame.keep(value, slot: index)
        }
        if let argument = program.nowArgument { frame.store(.double(now), at: argument) }
        if let argument = program.requestArgument { return frame.storeRequest(at: argument, program: program) }
        return true
    }
}
