internal import Synchronization
internal import WidgetWire

/// Declares an intent parameter: `@Parameter(title: "value") var value: Int`.
public typealias Parameter = IntentParameter

/// An intent parameter, as `@Parameter` declares it.
///
/// A class, as in AppIntents, so that the SDK can set values through the
/// instance it finds by reflection. `$name` is the parameter itself, which
/// summaries refer to (`\.$name`).
///
/// ```swift
/// @Parameter(title: "Soup") var name: String?
/// @Parameter(title: "Shuffle", default: true) var shuffle: Bool
/// @Parameter(title: "Count", default: 3, inclusiveRange: (1, 10)) var count: Int
/// ```
///
/// Reading a non-optional parameter that has neither a value nor a default is a programmer error and stops the plugin.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    // `lock` guards `storage`; every other property is immutable. A `Mutex`, not an `NSLock`: an intent
    // makes its parameters on every perform, and a `Mutex` is a word in the instance, with nothing to
    // allocate, initialise or destroy. The two cells are not checked for exclusive access at run
    // time (a runtime call per access, three per perform): `lock` serializes `storage`, and
    // `defaultCell` changes only in `deinit`.
    private let lock = Mutex<Void>(())
    /// The value set, if any (a cell rather than a `Value?`; see ``ValueCell``).
    @exclusivity(unchecked) private var storage = ValueCell<Value>()

    /// `title:`.
    let title: LocalizedStringResource
    /// `description:`.
    let parameterDescription: LocalizedStringResource?
    /// `default:`, in a cell (see ``ValueCell``); only `deinit` changes it.
    @exclusivity(unchecked) private var defaultCell: ValueCell<Value.UnwrappedType>
    /// `inclusiveRange:` of Int and Double parameters.
    let bounds: ParameterBounds?
    /// `optionsProvider:`, kept as it is (a provider of a few words is held in place, where a
    /// closure calling it would be allocated with every intent made); `nil` when there is none.
    let optionsProvider: (any DynamicOptionsProvider)?

    /// A parameter with a title, and optionally a description, a default and a dialog that asks for a value.
    ///
    /// Inlined where the intent is declared, so compiled for its `Value`: in the SDK's generic code, unwrapping the
    /// default looked up the metadata of `Optional<Value>` (about 300 instructions) for every intent made.
    @inlinable
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue))
    }

    /// A parameter without bounds or options, its default in a cell made by the caller (the public initializer,
    /// inlined in the plugin).
    @usableFromInline
    convenience init(title: LocalizedStringResource, description: LocalizedStringResource?, defaultCell: ValueCell<Value.UnwrappedType>) {
        self.init(title: title, description: description, defaultCell: defaultCell, bounds: nil)
    }

    /// The initializer the others call. It takes the default in a cell, made by the caller, which has
    /// its `Optional` in hand: unwrapped again here, it would cost another look-up of its metadata.
    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultCell: ValueCell<Value.UnwrappedType>,
        bounds: ParameterBounds?, optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.title = title
        self.parameterDescription = description
        self.defaultCell = defaultCell
        self.bounds = bounds
        self.optionsProvider = optionsProvider
        ParameterCollection.record(self)
    }

    deinit {
        storage.free()
        defaultCell.free()
    }

    /// `default:`.
    var defaultValue: Value.UnwrappedType? { defaultCell.isEmpty ? nil : defaultCell.value }

    /// The parameter's value: the one set, else the default, else `nil` for optional parameters.
    public var wrappedValue: Value {
        get {
            if lock.withLock({ _ in !storage.isEmpty }) { return lock.withLock { _ in storage.value } }
            if !defaultCell.isEmpty, let value = defaultCell.value as Any as? Value { return value }
            if let nilType = Value.self as? any ExpressibleByNilLiteral.Type, let none = nilType.init(nilLiteral: ()) as? Value {
                return none
            }
            fatalError(
                "@Parameter(title: \"\(title)\") of type \(Value.self) was read before it had a value, and it has no default. "
                    + "Set it (for example in the intent's init), give it a default, or make it optional.")
        }
        set {
            lock.withLock { _ in storage.store(newValue) }
        }
    }

    /// The parameter itself, so that summaries can refer to it as `\.$name`.
    public var projectedValue: IntentParameter<Value> { self }
}

/// The style of control a configuration UI uses for an Int parameter. Accepted and ignored.
public enum IntParameterControlStyle: Sendable {
    case field, stepper, slider
}

/// The style of control a configuration UI uses for a Double parameter. Accepted and ignored.
public enum DoubleParameterControlStyle: Sendable {
    case field, stepper, slider
}

extension IntentParameter {
    /// `controlStyle:` of an Int parameter.
    public typealias IntControlStyle = IntParameterControlStyle
    /// `controlStyle:` of a Double parameter.
    public typealias DoubleControlStyle = DoubleParameterControlStyle
}

extension IntentParameter where Value.UnwrappedType == Int {
    /// An Int parameter whose values must lie in `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let bounds = inclusiveRange.map { ParameterBounds(lowerBound: Double($0.lowerBound), upperBound: Double($0.upperBound)) }
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: bounds)
    }
}

extension IntentParameter where Value.UnwrappedType == Double {
    /// A Double parameter whose values must lie in `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Double? = nil,
        controlStyle: DoubleControlStyle = .field, inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let bounds = inclusiveRange.map { ParameterBounds(lowerBound: $0.lowerBound, upperBound: $0.upperBound) }
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue), bounds: bounds)
    }
}

// MARK: - What the SDK needs from a parameter, whatever its Value

/// A parameter seen without its generic argument.
protocol AnyIntentParameter: AnyObject, SendableMetatype {
    /// The declared value type (`Int`, `String?`, `[TaskItem]`).
    var valueType: Any.Type { get }
    /// The shape of the value type, or `nil` when parameters cannot hold it.
    var shape: ParameterShape? { get }
    /// The manifest entry for this parameter, declared as `name`.
    func descriptor(name: String) -> ParameterDescriptor?
    /// The value set on this instance, as wire JSON; `nil` when none was set.
    var assignedWireValue: JSONValue? { get }
    /// Whether reading the value would succeed: it was set, it has a default, or it is optional.
    var isReadable: Bool { get }
    /// Whether the parameter was set or has a default (what ``isReadable`` says without asking whether the type is optional).
    var hasValueOrDefault: Bool { get }
    /// Sets the value to `value`, which must cast to the value type; `nil` sets an optional to `nil`.
    func assign(_ value: Any?)
    /// Sets a scalar value straight from the request's JSON when the type allows it (see
    /// ``IntentParameter/assignScalar(_:)``); false, setting nothing, otherwise.
    func assignScalar(_ json: JSONValue) -> Bool
    /// Whether the parameter has an `optionsProvider:`.
    var hasOptions: Bool { get }
    /// The provider's `results()` as wire options (one per element for array parameters); `nil` without a provider.
    /// Rethrows what the provider throws.
    func options() async throws -> [ParameterOption]?
}

extension IntentParameter: AnyIntentParameter {
    var valueType: Any.Type { Value.self }

    var shape: ParameterShape? { ParameterShape(of: Value.self) }

    func descriptor(name: String) -> ParameterDescriptor? {
        guard let shape else { return nil }
        var unwrappedShape = shape
        unwrappedShape.isOptional = false
        // The value the intent's `init()` gave it (`init() { style = .auto }`), else its `default:`: what a new widget
        // starts from, as iOS makes a configuration intent with `init()` before it applies stored values.
        let defaultWire =
            assignedWireValue.flatMap { $0.isNull ? nil : $0 } ?? defaultValue.map { ParameterValueCodec.encode($0, shape: unwrappedShape) }
        return ParameterDescriptor(
            name: name, title: title.defaultValue, description: parameterDescription?.defaultValue, type: shape.scalar.wireType,
            isArray: shape.isArray, isOptional: shape.isOptional, defaultValue: defaultWire, bounds: bounds)
    }

    /// The options `provider` computes, seen as `Any`, with their own titles (an ``IntentItemCollection``'s).
    private static func results<Provider: DynamicOptionsProvider>(of provider: Provider) async throws -> [(value: Any, title: String?)] {
        let results = try await provider.results()
        let titles = (results as? any TitledOptions)?.optionTitles
        return results.enumerated().map { index, value in (value as Any, titles?[index]) }
    }

    var hasOptions: Bool { optionsProvider != nil }

    func options() async throws -> [ParameterOption]? {
        guard let optionsProvider, let shape else { return nil }
        var element = shape
        element.isArray = false
        element.isOptional = false
        return try await Self.results(of: optionsProvider).map { option in
            ParameterOption(
                value: ParameterValueCodec.encode(option.value, shape: element),
                title: option.title ?? ParameterValueCodec.title(of: option.value))
        }
    }

    var assignedWireValue: JSONValue? {
        guard lock.withLock({ _ in !storage.isEmpty }) else { return nil }
        let value = lock.withLock { _ in storage.value }
        if let json = scalarWireValue(value) { return json }
        guard let shape else { return nil }
        let json = ParameterValueCodec.encode(value, shape: shape)
        // An explicit nil matters only when it overrides a default; otherwise absence says the same.
        return json.isNull && defaultCell.isEmpty ? nil : json
    }

    var isReadable: Bool {
        hasValueOrDefault || Value.self is any ExpressibleByNilLiteral.Type
    }

    var hasValueOrDefault: Bool {
        lock.withLock { _ in !storage.isEmpty } || !defaultCell.isEmpty
    }

    /// Sets the value to `value`.
    func assignTyped(_ value: Value) {
        lock.withLock { _ in storage.store(value) }
    }

    func assign(_ value: Any?) {
        if let value, let typed = value as? Value {
            assignTyped(typed)
        } else if value == nil, let nilType = Value.self as? any ExpressibleByNilLiteral.Type,
            let none = nilType.init(nilLiteral: ()) as? Value
        {
            lock.withLock { _ in storage.store(none) }
        } else {
            preconditionFailure(
                "cannot assign \(value.map { "\(type(of: $0))" } ?? "nil") to @Parameter \"\(title)\" of type \(Value.self)")
        }
    }
}
