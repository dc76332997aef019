/// An iOS 18 control (Control Center, the Lock Screen, the Action button). A bundle may list controls
/// beside its widgets; this platform has no place to show them, so the host lists each as not supported
/// (as it does Live Activities) and runs the plugin's widgets.
///
/// ```swift
/// struct TimerControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "timer") {
///             ControlWidgetButton(action: StartTimerIntent()) { Label("Start", systemImage: "timer") }
///         }
///     }
/// }
/// ```
public protocol ControlWidget {
    /// The configuration type.
    associatedtype Body: ControlWidgetConfiguration
    /// A control; the SDK creates one whenever it needs the configuration.
    init()
    /// The control's configuration.
    var body: Body { get }
}

/// The configuration of a control: its kind and template, with its display name and description.
public protocol ControlWidgetConfiguration {}

/// What a control shows: a ``ControlWidgetButton`` or a ``ControlWidgetToggle``.
public protocol ControlWidgetTemplate {}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    /// The template of an `if` branch.
    public static func buildEither<First: ControlWidgetTemplate>(first: First) -> _ControlTemplate { _ControlTemplate() }
    /// The template of an `else` branch.
    public static func buildEither<Second: ControlWidgetTemplate>(second: Second) -> _ControlTemplate { _ControlTemplate() }
    /// The template of an `if #available` branch.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> _ControlTemplate {
        _ControlTemplate()
    }
}

/// A template built from a branch of a control's body.
public struct _ControlTemplate: ControlWidgetTemplate {}

/// Provides a control's value (a toggle's state) without configuration.
public protocol ControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The value shown in previews.
    var previewValue: Value { get }
    /// The current value.
    func currentValue() async throws -> Value
}

/// Provides a control's value from its configuration intent.
public protocol AppIntentControlValueProvider {
    /// The value's type.
    associatedtype Value
    /// The configuration intent's type.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown in previews.
    func previewValue(configuration: Configuration) -> Value
    /// The current value.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// An intent that configures a control.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: configuration intents only carry settings.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// A control without configuration.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String

    /// A control of `kind` showing `content`.
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        self.kind = kind
    }

    /// A control of `kind` whose template shows the value `provider` gives.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
    }
}

/// A control configured by an intent.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration
{
    /// The control's kind.
    public let kind: String

    /// A control of `kind` configured by `intent`, showing `content` for the intent.
    public init(kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
    }

    /// A control of `kind` whose template shows the value `provider` gives for its configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider.Configuration == Intent {
        self.kind = kind
    }
}

extension ControlWidgetConfiguration {
    /// The control's name for people. Recorded; controls are not shown here.
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    /// What the control does. Recorded; controls are not shown here.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    /// Asks people to configure the control when they add it. Recorded; controls are not shown here.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
}

/// A control that runs an intent when tapped.
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    /// A button running `action`, showing `label`.
    public init(action: Action, @ViewBuilder label: () -> Label) {}

    /// A button running `action`, showing `label`, with `actionLabel` for its pressed state.
    public init<ActionLabel: View>(
        action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: (Bool) -> ActionLabel
    ) {}
}

extension ControlWidgetButton where Label == WidgetSDK.Label<Text, Image> {
    /// A button with a title and a system symbol, running `action`.
    public init(_ title: LocalizedStringKey, systemImage: String, action: Action) {}
}

/// A control that switches a state through a ``SetValueIntent``.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate
where Action.ValueType == Bool {
    /// A toggle showing `label`, on when `isOn`, whose value label `valueLabel` draws for the state.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}

extension ControlWidgetToggle where ValueLabel == EmptyView {
    /// A toggle showing `label`, on when `isOn`.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {}
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle with a title, on when `isOn`, whose value label `valueLabel` draws for the state.
    public init(_ title: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {}
}

extension ControlWidgetToggle where Label == Text, ValueLabel == WidgetSDK.Label<Text, Image> {
    /// A toggle with a title and a system symbol, on when `isOn`.
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {}
}

extension ControlWidgetTemplate {
    /// The template's tint. Recorded; controls are not shown here.
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate { self }

    /// The hint the control's action shows ("Turn On"). Recorded; controls are not shown here.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some ControlWidgetTemplate { self }

    /// The status the control shows. Recorded; controls are not shown here.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some ControlWidgetTemplate { self }
}

extension View {
    /// The hint a control's action shows ("Start"). Recorded; controls are not shown here.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { self }

    /// The status a control shows. Recorded; controls are not shown here.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { self }
}

/// Reloads controls. There are none to reload on this platform, so it does nothing.
public struct ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    /// Reloads the controls of `kind`: does nothing here.
    public func reloadControls(ofKind kind: String) {}

    /// Reloads every control: does nothing here.
    public func reloadAllControls() {}
}

/// A control in a widget bundle's body: a widget that defines no widget kind, listed as not supported.
public struct _ControlWidgetEntry<Control: ControlWidget>: Widget {
    /// The control's entry.
    public init() {}

    /// No widget kinds; the control, as not supported on this platform.
    public var body: _ModifiedWidgetConfiguration {
        _ModifiedWidgetConfiguration(
            definitions: [],
            unsupportedWidgets: [
                UnsupportedWidget(
                    widgetType: TypeIdentifier.identifier(for: Control.self), feature: "Control (iOS 18 ControlWidget)",
                    reason: "Controls (Control Center, the Lock Screen, the Action button) are not supported on this platform")
            ])
    }
}

extension WidgetBundleBuilder {
    /// A control, listed as not supported: this platform has no Control Center.
    public static func buildExpression<Content: ControlWidget>(_ control: Content) -> _ControlWidgetEntry<Content> {
        _ControlWidgetEntry()
    }
}
