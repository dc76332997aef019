internal import Synchronization
internal import WidgetWire

/// The `@Parameter`s of one intent type, found once by reflection and then reached without it.
///
/// The layout, made the first time the type is performed, configured or shown in a control, says
/// which parameter has which name and shape. A struct intent's parameters are read where its
/// values keep them (``StoredParameters``). Otherwise each parameter records itself while an
/// intent is made (``ParameterCollection``), and an intent whose `init()` makes other parameters
/// than the ones its properties hold (one that replaces a wrapper in its `init`) is reflected on
/// every time instead.
final class IntentLayout<Intent: AppIntent>: Sendable {
    /// One parameter: its name, its shape and where it is among the recorded parameters.
    struct Slot: Sendable {
        let name: String
        let shape: ParameterShape?
        let recordedIndex: Int
    }

    /// The intent's identifier (``TypeIdentifier``), for messages.
    let owner: String
    /// The parameters in declaration order (a class's superclass parameters first), as reflection lists them.
    let slots: [Slot]
    /// How many parameters making one intent records; `nil` when reflection must be used instead.
    private let recordedCount: Int?
    /// How the result of `perform()` is read, found once for the type.
    let result: IntentResultReading
    /// Where a value of the type keeps each parameter; `nil` when it must be reflected on instead.
    private let stored: StoredParameters?
    /// The slots' names and shapes, in arrays of non-generic types (``Slot`` is generic by its
    /// nesting, and each use of it looks its metadata up).
    private let names: [String]
    private let shapes: [ParameterShape?]

    private init() {
        owner = TypeIdentifier.identifier(for: Intent.self)
        let made = ParameterCollection.making { Intent() }
        let found = ParameterReflection.parameters(of: made.intent, recorded: made.parameters)
        let indices = found.map { found in made.parameters.firstIndex { $0 === found.parameter } }
        let complete = made.parameters.count == found.count && indices.allSatisfy { $0 != nil }
        slots = zip(found, indices).map { Slot(name: $0.name, shape: $0.shape, recordedIndex: $1 ?? 0) }
        recordedCount = complete ? made.parameters.count : nil
        result = IntentResultReading(Intent.PerformResult.self)
        stored = StoredParameters(of: made.intent, parameters: found.map(\.parameter))
        names = found.map(\.name)
        shapes = found.map(\.shape)
    }

    /// Whether ``parameters(of:)`` reads a value's parameters where the type keeps them (a struct
    /// intent) rather than by reflection.
    var readsStoredParameters: Bool { stored != nil }

    /// The parameters `intent` holds, with their names, in declaration order: read where the type
    /// keeps them, without reflection when it can (``StoredParameters``).
    func parameters(of intent: Intent) -> [ParameterReflection.Found] {
        guard let stored else { return ParameterReflection.parameters(of: intent) }
        var found: [ParameterReflection.Found] = []
        found.reserveCapacity(names.count)
        stored.read(intent) { index, parameter in
            found.append(ParameterReflection.Found(name: names[index], parameter: parameter, shape: shapes[index]))
        }
        return found
    }

    /// The wire values of the parameters `intent` has set, by name: what a button's invocation
    /// carries. Read where the type keeps them, into a dictionary sized for them up front.
    func assignedWireValues(of intent: Intent) -> [String: JSONValue] {
        guard let stored else {
            var values: [String: JSONValue] = [:]
            for found in ParameterReflection.parameters(of: intent) {
                if let value = found.parameter.assignedWireValue { values[found.name] = value }
            }
            return values
        }
        var values = [String: JSONValue](minimumCapacity: names.count)
        stored.read(intent) { index, parameter in
            if let value = parameter.assignedWireValue { values[names[index]] = value }
        }
        return values
    }

    /// A new intent with no parameter set; its parameters, in declaration order, go to `parameters`.
    /// (Not returned as a tuple with the intent: a tuple of a generic type costs a metadata
    /// look-up on every call.)
    func instantiate(parameters: inout IntentParameterList) -> Intent {
        if let stored {
            let intent = Intent()
            var found: [any AnyIntentParameter] = []
            found.reserveCapacity(names.count)
            stored.read(intent) { _, parameter in found.append(parameter) }
            parameters = IntentParameterList(names: names, shapes: shapes, parameters: found)
            return intent
        }
        if let recordedCount {
            let made = ParameterCollection.making { Intent() }
            if made.parameters.count == recordedCount {
                parameters = IntentParameterList(
                    names: names, shapes: shapes, parameters: slots.map { made.parameters[$0.recordedIndex] })
                return made.intent
            }
        }
        let intent = Intent()
        parameters = IntentParameterList(ParameterReflection.parameters(of: intent))
        return intent
    }

    // MARK: One layout per type

    /// The layout of `Intent`, made the first time it is asked for.
    static var shared: IntentLayout<Intent> {
        let key = UInt(bitPattern: ObjectIdentifier(Intent.self))
        if let known = IntentLayouts.layouts.withLock({ $0.value(for: key) }) {
            return unsafeDowncast(known, to: IntentLayout<Intent>.self)
        }
        let layout = IntentLayout<Intent>()
        return IntentLayouts.layouts.withLock { layouts in
            if let known = layouts.value(for: key) { return unsafeDowncast(known, to: IntentLayout<Intent>.self) }
            layouts.insert(layout, for: key)
            return layout
        }
    }
}

/// The store of ``IntentLayout``s, one per intent type (a generic class cannot hold a static one).
enum IntentLayouts {
    static let layouts = Mutex(TypeTable<AnyObject>())

    /// The layout of `Intent` (``IntentLayout/shared``), found without asking the runtime for the
    /// metadata of `IntentLayout<Intent>` once it is made: a `Button(intent:)` asks on every render.
    static func layout<Intent: AppIntent>(of type: Intent.Type) -> IntentLayout<Intent> {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        guard let known = layouts.withLock({ $0.value(for: key) }) else { return IntentLayout<Intent>.shared }
        return Unmanaged<IntentLayout<Intent>>.fromOpaque(Unmanaged.passUnretained(known).toOpaque()).takeUnretainedValue()
    }
}
