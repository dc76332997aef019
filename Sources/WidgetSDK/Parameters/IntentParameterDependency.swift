internal import WidgetWire

/// Reads parameters of the intent being configured from a query or an options provider, as AppIntents'
/// `IntentParameterDependency` (iOS 17): how one parameter's choices follow another's value (a city
/// picker that lists the cities of the province chosen).
///
/// ```swift
/// struct CityQuery: EntityStringQuery {
///     @IntentParameterDependency<WeatherConfiguration>(\.$province)
///     var configuration
///
///     func suggestedEntities() async throws -> [City] {
///         guard let configuration else { return [] }
///         return City.all.filter { $0.province == configuration.province.id }
///     }
/// }
/// ```
/// The projection is there only while WidgetHost asks the query for the choices of a parameter of
/// `Intent` and every parameter named here has a value: `widgethost query … --intent`, the dashboard's
/// configuration form. Elsewhere (resolving stored ids, `validate`) it is `nil`, as on iOS outside a
/// configuration. Options providers (`@Parameter(optionsProvider:)`) always see `nil` here.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// For each parameter named, whether it has a value in an intent.
    private var isSet: [(Intent) -> Bool] = []

    /// A dependency on the parameters `keyPaths` names (`\.$province`).
    public init<each Value: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        for keyPath in repeat each keyPaths {
            isSet.append { intent in intent[keyPath: keyPath].hasPresentValue }
        }
    }

    /// The intent being configured, if a configuration is under way and every parameter named has a value.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentDependencyContext.current?.intent as? Intent, isSet.allSatisfy({ $0(intent) }) else { return nil }
        return IntentProjection(intent)
    }
}

/// The parameters of an intent being configured, unwrapped, as AppIntents' `IntentProjection`:
/// what ``IntentParameterDependency`` gives (`configuration.province` for `var province: Province?`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent

    init(_ intent: Intent) {
        self.intent = intent
    }

    /// The value of a parameter, without its optional: the dependency lists the parameters that have one.
    /// Reading a parameter it does not list, while that one has no value, stops the plugin.
    public subscript<Value: _IntentValue>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType {
        if let value = intent[keyPath: keyPath] as Any as? Value.UnwrappedType { return value }
        fatalError("the configuration's \(keyPath) has no value: list it in the @IntentParameterDependency to read it")
    }
}

extension DynamicOptionsProvider {
    /// ``IntentParameterDependency``, as AppIntents names it inside a provider.
    public typealias ParameterDependency<Intent: AppIntent> = IntentParameterDependency<Intent>
}

/// The intent whose parameter a query is asked choices for, while the query runs.
enum IntentDependencyContext {
    /// An intent, in a box that is `Sendable` as every `AppIntent` is.
    struct Current: Sendable {
        let intent: any AppIntent
    }

    @TaskLocal static var current: Current?

    /// An intent of `type` holding `values` (wire values by parameter name), for a query or options provider asked
    /// during its configuration; `nil` when the values do not make one (the query then runs as outside one).
    static func intent<Intent: AppIntent>(_ type: Intent.Type, values: [String: JSONValue]) async -> Current? {
        let intent = Intent()
        do {
            try await ParameterAssignment.assign(values, to: intent)
        } catch {
            return nil
        }
        return Current(intent: intent)
    }
}

extension IntentParameter {
    /// Whether the parameter has a value, or a default, that is not `nil`.
    var hasPresentValue: Bool {
        guard hasValueOrDefault else { return false }
        return !((wrappedValue as Any as? any AbsentCheckable)?.isAbsent ?? false)
    }
}

/// An optional, asked whether it holds nothing, whatever it wraps.
private protocol AbsentCheckable {
    var isAbsent: Bool { get }
}

extension Optional: AbsentCheckable {
    fileprivate var isAbsent: Bool { self == nil }
}
