/// An action a widget can run or be configured with, as in AppIntents.
///
/// Declare parameters with `@Parameter`; the SDK reads them by reflection to
/// build the plugin's manifest, so an intent needs an `init()` that leaves
/// every parameter unset. A Button or Toggle runs `perform()` in the plugin
/// after the host has set the parameter values it was built with.
///
/// ```swift
/// struct MyCalculateIntent: AppIntent {
///     static var title: LocalizedStringResource = "My Calculate Task"
///     static var description: IntentDescription = IntentDescription("My Calculate Number Task")
///     @Parameter(title: "value") var value: Int
///     init() {}
///     init(value: Int) { self.value = value }
///     func perform() async throws -> some IntentResult {
///         NumberManager.number += value
///         return .result()
///     }
/// }
/// ```
public protocol AppIntent: Sendable {
    /// The intent's name for people.
    static var title: LocalizedStringResource { get }

    /// The type of ``description``: `IntentDescription?` (the default) or `IntentDescription`.
    associatedtype _DescriptionValue: _IntentDescriptionValue = IntentDescription?

    /// What the intent does, if the intent says. Declare it as `IntentDescription?` or `IntentDescription`.
    static var description: _DescriptionValue { get }

    /// The result type of ``perform()``; written `some IntentResult`.
    associatedtype PerformResult: IntentResult

    /// Runs the intent with its current parameter values.
    func perform() async throws -> PerformResult

    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary

    /// How a configuration UI lays out the parameters; intents that declare none show them all, in order.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// Whether Siri, Spotlight and Shortcuts may offer the intent. WidgetHost records it only.
    static var isDiscoverable: Bool { get }

    /// Whether running the intent opens the containing app. There is no app on Linux, so it is ignored.
    static var openAppWhenRun: Bool { get }

    /// Who may run the intent on a locked device. WidgetHost has no device lock: it records the policy only.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// An intent with no parameter set.
    init()

    /// Whether the intent is a ``WidgetConfigurationIntent``, as its conformance says. The SDK asks
    /// this rather than a cast, which scans every loaded image's conformance records to answer no.
    /// Provided by the SDK: not for plugins to implement.
    static var _isWidgetConfigurationIntent: Bool { get }

    /// Whether the intent is a ``SetValueIntent``; as `_isWidgetConfigurationIntent`.
    static var _isSetValueIntent: Bool { get }
}

extension AppIntent where _DescriptionValue == IntentDescription? {
    /// No description: the default when an intent does not declare one.
    public static var description: IntentDescription? { nil }
}

extension AppIntent {
    /// No summary: the default when an intent does not declare one.
    public static var parameterSummary: NoParameterSummary<Self> { NoParameterSummary() }

    /// Intents are discoverable unless they say otherwise.
    public static var isDiscoverable: Bool { true }

    /// Intents do not open an app unless they say otherwise.
    public static var openAppWhenRun: Bool { false }

    /// Intents run on a locked device unless they say otherwise.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// The description, whichever way the intent declared it.
    static var resolvedDescription: IntentDescription? { description._intentDescription }

    /// Not a configuration intent, unless it is one (`WidgetConfigurationIntent`'s default wins then).
    public static var _isWidgetConfigurationIntent: Bool { false }

    /// Not a set-value intent, unless it is one (`SetValueIntent`'s default wins then).
    public static var _isSetValueIntent: Bool { false }
}

/// An intent that configures a widget (`AppIntentConfiguration(kind:intent:provider:content:)`).
///
/// Its parameters are the widget's settings. It needs no `perform()`; when a
/// configuration sets no display name or description, the widget uses the
/// intent's `title` and `description`.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration intent (the witness its conformance picks over `AppIntent`'s default).
    public static var _isWidgetConfigurationIntent: Bool { true }

    /// Does nothing: configuration intents only carry settings.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        .result()
    }
}

/// An intent that a control sets to a new value: a `Toggle(isOn:intent:)` hands
/// it the toggle's new state through `value` before `perform()` runs.
///
/// ```swift
/// struct SetLightIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Light"
///     @Parameter(title: "On") var value: Bool
///     func perform() async throws -> some IntentResult { Light.isOn = value; return .result() }
/// }
/// ```
public protocol SetValueIntent<ValueType>: AppIntent {
    /// The type of the value the control sets.
    associatedtype ValueType: _IntentValue
    /// The new value; declare it as `@Parameter var value`.
    var value: ValueType { get set }
}

extension SetValueIntent {
    /// A set-value intent (the witness its conformance picks over `AppIntent`'s default).
    public static var _isSetValueIntent: Bool { true }
}
