import WidgetWire

/// How one intent's perform handler is called, worked out once when the plugin loads: a slot
/// per parameter (its checks compiled, its default, whether it is required), a name→slot
/// table, where each C argument comes from, and the handler's index in the connection.
///
/// Binding through a plan checks and converts the values in the plan's slots, without
/// building messages or dictionaries; it answers `nil` for anything it refuses, and the
/// caller then takes the general path (``IntentValueResolver``), which refuses the same
/// values with its messages. The bound call is the same for both connections.
final class PerformPlan: Sendable {
    /// Where one C argument comes from.
    private enum Source: Sendable {
        /// The value of slot `slot`, converted to `type`.
        case parameter(slot: Int, type: HandlerArgumentType)
        /// The same value every call (a `constant`, or what the perform of an intent passes
        /// for `text`, `identifiers`, `family` and `preview`).
        case fixed(BoundArgument)
        /// The checked values as `PerformRequest` JSON.
        case request
        case now
    }

    /// The intent performed.
    let intent: IntentDescriptor
    /// Its id (made anew from its bytes, as ``ParameterSlot/name`` is).
    let intentID: String
    /// The perform handler (its role, description and index among ``PluginDescription/handlerRoles``).
    let target: CallTarget
    /// One slot per parameter of the intent, in the manifest's order.
    let slots: [ParameterSlot]
    /// Whether an entity parameter's ids are verified (`entities(for:)`) before the call.
    let verifiesEntities: Bool
    private let sources: [Source]
    /// Whether the checked values are needed as a dictionary (entity verification, or the request
    /// JSON when two parameters share a name).
    private let needsDictionary: Bool
    /// The slots in the order of their names, as the request JSON lists them; `nil` when two share a name.
    private let requestOrder: [Int]?
    private let slotByName: [String: Int]
    private let parser: ParameterValueParser
    let checker: ParameterValueChecker
    /// How a call is bound straight into the handler's ``ArgumentFrame`` (in process), if it can be.
    let frameProgram: FrameProgram?
    /// The same, unretained (`frameProgram` keeps it), as a call reads it without a retain.
    let unretainedProgram: Unmanaged<FrameProgram>?

    /// The plan of `intent`'s perform handler (whose index is `handlerIndex`); `nil` if the intent
    /// has none, or its handler takes an argument the general path refuses (its message is that path's).
    init?(intent: IntentDescriptor, handlerIndex: Int, manifest: PluginManifest) {
        guard let descriptor = intent.perform else { return nil }
        let slots = intent.parameters.map { ParameterSlot($0, manifest: manifest) }
        let slotByName = Dictionary(slots.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var sources: [Source] = []
        var slotOfArgument: [Int?] = []
        for argument in descriptor.arguments {
            slotOfArgument.append(nil)
            switch argument.source {
            case .parameter:
                guard let slot = argument.name.flatMap({ slotByName[$0] }), argument.type != .buffer else { return nil }
                sources.append(.parameter(slot: slot, type: argument.type))
                slotOfArgument[slotOfArgument.count - 1] = slot
            case .constant: sources.append(.fixed(.string(argument.value ?? "")))
            case .request: sources.append(.request)
            case .text, .family: sources.append(.fixed(.string("")))
            case .identifiers: sources.append(.fixed(.string("[]")))
            case .now: sources.append(.now)
            case .preview: sources.append(.fixed(.bool(false)))
            case .result: sources.append(.fixed(.result))
            case .error: sources.append(.fixed(.error))
            }
        }
        self.intent = intent
        intentID = String(decoding: Array(intent.id.utf8), as: UTF8.self)
        target = CallTarget(role: .perform(intent: intent.id), descriptor: descriptor, handlerIndex: handlerIndex)
        self.slots = slots
        self.slotByName = slotByName
        self.sources = sources
        verifiesEntities = intent.parameters.contains { if case .entity = $0.type { true } else { false } }
        let namesAreUnique = slotByName.count == slots.count
        requestOrder = namesAreUnique ? slots.indices.sorted { slots[$0].name < slots[$1].name } : nil
        needsDictionary = verifiesEntities || (!namesAreUnique && descriptor.arguments.contains { $0.source == .request })
        parser = ParameterValueParser(manifest: manifest)
        checker = ParameterValueChecker(manifest: manifest)
        frameProgram = FrameProgram(
            arguments: descriptor.arguments, slots: slots, slotOfArgument: slotOfArgument, requestOrder: requestOrder,
            verifiesEntities: verifiesEntities)
        unretainedProgram = frameProgram.map { Unmanaged.passUnretained($0) }
    }

    /// A call bound through the plan, and the checked values when the call needs them as a
    /// dictionary (for entity verification, or the request JSON of parameters that share a name).
    struct Bound {
        let call: BoundCall
        let values: [String: JSONValue]?
    }

    // The slot values below are `JSONValue`, `.null` meaning "none yet": the wire's `null` is
    // skipped, and a text or a default that reads as `null` takes the general path.

    /// The call for wire values (a button's parameters); `nil` if any value is refused.
    func bind(_ given: [String: JSONValue], now: Double) -> Bound? {
        withSlots { values in
            for (name, value) in given {
                if case .null = value { continue }
                guard let index = slot(named: name), slots[index].accepts(value, checker: checker) else { return nil }
                values[index] = value
            }
            return finish(values, now: now)
        }
    }

    /// The call for `NAME=VALUE` texts; `nil` if any text is refused (or needs the general path).
    func bind(assignments: [String], now: Double) -> Bound? {
        withSlots { values in
            for assignment in assignments {
                guard let (index, value) = read(assignment), case .null = values[index] else { return nil }
                if case .null = value { return nil }
                values[index] = value
            }
            return finish(values, now: now)
        }
    }

    /// The slot `NAME=VALUE` names and the value it spells, read from the text's UTF-8 bytes in
    /// place; `nil` if there is no `=`, a non-ASCII byte follows it (where `=` could begin a longer
    /// character), no slot has the name, or the slot refuses the value.
    func read(_ assignment: String) -> (slot: Int, value: JSONValue)? {
        let read = assignment.utf8.withContiguousStorageIfAvailable { bytes -> (slot: Int, value: JSONValue)? in
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            if equals + 1 < bytes.endIndex, bytes[equals + 1] >= 0x80 { return nil }
            guard let index = slot(named: UnsafeBufferPointer(rebasing: bytes[..<equals])) else { return nil }
            guard let value = slots[index].value(of: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), parser: parser) else {
                return nil
            }
            return (index, value)
        }
        return read ?? nil
    }

    func slot(named name: String) -> Int? {
        guard slots.count > 8 else { return slots.firstIndex { $0.hasName(name) } }
        return slotByName[name]
    }

    private func slot(named name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard slots.count > 8 else { return slots.firstIndex { $0.hasName(name) } }
        return slotByName[String(decoding: name, as: UTF8.self)]
    }

    /// Runs `body` with one empty value (`.null`) per slot, in temporary memory.
    private func withSlots(_ body: (UnsafeMutableBufferPointer<JSONValue>) -> Bound?) -> Bound? {
        withUnsafeTemporaryAllocation(of: JSONValue.self, capacity: max(slots.count, 1)) { values in
            let values = UnsafeMutableBufferPointer(rebasing: values[..<slots.count])
            values.initialize(repeating: .null)
            defer { values.deinitialize() }
            return body(values)
        }
    }

    /// Applies defaults, refuses a missing required value, and binds every C argument.
    private func finish(_ values: UnsafeMutableBufferPointer<JSONValue>, now: Double) -> Bound? {
        for index in slots.indices {
            guard case .null = values[index] else { continue }
            if let defaultValue = slots[index].defaultValue {
                if case .null = defaultValue { return nil }
                values[index] = defaultValue
            } else if slots[index].isRequired {
                return nil
            }
        }
        let dictionary = needsDictionary ? Self.dictionary(values, slots) : nil
        var arguments = BoundArguments()
        for source in sources {
            switch source {
            case .parameter(let slot, let type):
                guard let argument = BoundArgument(slotValue: values[slot], as: type) else { return nil }
                arguments.append(argument)
            case .fixed(let argument): arguments.append(argument)
            case .now: arguments.append(.double(now))
            case .request:
                guard let json = requestJSON(values, dictionary: dictionary) else { return nil }
                arguments.append(.string(json))
            }
        }
        let call = BoundCall(target, arguments: arguments, now: now)
        return Bound(call: call, values: dictionary)
    }

    /// The checked values as `PerformRequest` JSON, the bytes ``PerformRequest/encodedBytes()``
    /// writes, from the slots in name order (no dictionary made and sorted) when their names are unique.
    private func requestJSON(_ values: UnsafeMutableBufferPointer<JSONValue>, dictionary: [String: JSONValue]?) -> String? {
        guard let requestOrder else {
            return (try? PerformRequest(parameters: dictionary ?? [:]).encodedBytes()).map { String(decoding: $0, as: UTF8.self) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        bytes.append(contentsOf: #"{"parameters":{"#.utf8)
        var separator = false
        for index in requestOrder {
            if case .null = values[index] { continue }
            if separator { bytes.append(UInt8(ascii: ",")) }
            separator = true
            JSONValueWriter.writeQuoted(slots[index].name, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            guard (try? JSONValueWriter.write(values[index], to: &bytes)) != nil else { return nil }
        }
        bytes.append(contentsOf: "}}".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func dictionary(_ values: UnsafeMutableBufferPointer<JSONValue>, _ slots: [ParameterSlot]) -> [String: JSONValue] {
        var dictionary: [String: JSONValue] = [:]
        for (index, slot) in slots.enumerated() {
            if case .null = values[index] { continue }
            dictionary[slot.name] = values[index]
        }
        return dictionary
    }
}
