import WidgetWire

/// How a ``PerformPlan`` binds a call straight into its handler's ``ArgumentFrame``, worked out
/// when the plan is made: which C argument takes each parameter's value, and the arguments that
/// are the same for every call (written into the frame once, when the plugin loads).
///
/// A plan has one only when nothing of the call needs the values together: no `request` argument
/// (its JSON), no entity parameter (whose ids are verified first), no parameter passed twice, and at
/// most ``ArgumentFrame/maximumArguments`` parameters and arguments. Other plans bind a
/// ``BoundCall`` as before. A class, so that a call reads it in place rather than copying its tables.
final class FrameProgram: Sendable {
    /// Per parameter slot: the C argument that takes its value, `nil` when none does.
    let argumentOfSlot: [Int?]
    /// Per parameter slot: that argument's C type.
    let typeOfSlot: [HandlerArgumentType]
    /// Per C argument: its value when it is the same for every call, `nil` when a call binds it.
    let fixed: [BoundArgument?]
    /// The argument that takes the host's time, if any.
    let nowArgument: Int?

    /// The program of a handler that takes `arguments`, where `slotOfArgument` says which of the
    /// intent's `slotCount` parameters each `parameter` argument names; `nil` if the call needs a
    /// ``BoundCall`` (see above).
    init?(arguments: [HandlerArgument], slotOfArgument: [Int?], slotCount: Int, verifiesEntities: Bool) {
        let limit = ArgumentFrame.maximumArguments
        guard !verifiesEntities, slotCount <= limit, arguments.count <= limit else { return nil }
        var argumentOfSlot: [Int?] = Array(repeating: nil, count: slotCount)
        var typeOfSlot: [HandlerArgumentType] = Array(repeating: .string, count: slotCount)
        var fixed: [BoundArgument?] = []
        var nowArgument: Int?
        for (index, argument) in arguments.enumerated() {
            switch argument.source {
            case .parameter:
                guard let slot = slotOfArgument[index], argumentOfSlot[slot] == nil else { return nil }
                argumentOfSlot[slot] = index
                typeOfSlot[slot] = argument.type
                fixed.append(nil)
            case .request: return nil
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
    @inline(__always)
    func bind(_ given: [String: JSONValue], into frame: ArgumentFrame, now: Double) -> Bool {
        guard let program = frameProgram else { return false }
        frame.begin()
        var bound: UInt64 = 0
        for (name, value) in given {
            if case .null = value { continue }
            guard let index = slot(named: name), slots[index].accepts(value, checker: checker) else { return false }
            bound |= 1 << UInt64(index)
            guard program.store(value, slot: index, in: frame) else { return false }
        }
        return finish(bound, program, into: frame, now: now)
    }

    /// Binds `NAME=VALUE` texts into `frame`; `false` if any text is refused (or needs the general path).
    @inline(__always)
    func bind(assignments: [String], into frame: ArgumentFrame, now: Double) -> Bool {
        guard let program = frameProgram else { return false }
        frame.begin()
        var bound: UInt64 = 0
        for assignment in assignments {
            guard let (index, value) = read(assignment), bound & (1 << UInt64(index)) == 0 else { return false }
            if case .null = value { return false }
            bound |= 1 << UInt64(index)
            guard program.store(value, slot: index, in: frame) else { return false }
        }
        return finish(bound, program, into: frame, now: now)
    }

    /// Binds the defaults of the slots not given, refuses a missing required value, and the time.
    private func finish(_ bound: UInt64, _ program: FrameProgram, into frame: ArgumentFrame, now: Double) -> Bool {
        for index in slots.indices where bound & (1 << UInt64(index)) == 0 {
            let slot = slots[index]
            if let defaultValue = slot.defaultValue {
                if case .null = defaultValue { return false }
                guard program.store(defaultValue, slot: index, in: frame) else { return false }
            } else if slot.isRequired {
                return false
            } else {
                guard program.store(.null, slot: index, in: frame) else { return false }
            }
        }
        if let argument = program.nowArgument { frame.store(.double(now), at: argument) }
        return true
    }
}
