internal import WidgetWire

/// A switch that runs an intent when flipped; the host hands the intent the new value
/// and reloads the widget's timeline, whose next entry gives the new `isOn`.
///
/// ```swift
/// Toggle(isOn: entry.isOn, intent: ToggleLightIntent()) { Text("Light") }
/// Toggle("toggle 当前编辑", isOn: false, intent: ButtonIntent(widgetEdit: entry.editMessage))
/// ```
/// Its look comes from `.toggleStyle(_:)`; a custom ``ToggleStyle`` is evaluated both on and off.
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    @usableFromInline let isOn: Bool
    @usableFromInline let action: _IntentAction
    @usableFromInline let label: Label

    /// A toggle showing `isOn` that runs `intent` when flipped, with `label`. (Inlined where the
    /// toggle is made, so that its layout is known there.)
    @inlinable
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.action = _IntentAction(intent)
        self.label = label()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let label = self.label
        let render: (EnvironmentValues) -> [ViewNode] = { environment in
            environment.labelsHidden ? [] : ViewSerializer.nodes(label, in: environment)
        }
        let toggle = environment.toggleStyle.makeNode(isOn: isOn, action: action.invocation, label: render, in: environment)
        if action.isInert { return [.modified(.toggle(toggle), .allowsHitTesting(false))] }
        return [DisabledControl.node(.toggle(toggle), customStyle: toggle.style == "custom", in: environment)]
    }
}

extension Toggle where Label == Text {
    /// A toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A toggle with a title from a localized string resource (an intent's `title`, say).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleResource) }
    }

    /// A toggle with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Toggle {
    /// A toggle with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(isOn: isOn, intent: intent) { WidgetSDK.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle with a title from a localized string resource and a system symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Bool, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(isOn: isOn, intent: intent) { WidgetSDK.Label(titleResource, systemImage: systemImage) }
    }

    /// A toggle with a verbatim title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Bool, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(isOn: isOn, intent: intent) { WidgetSDK.Label(title, systemImage: systemImage) }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of toggles inside the view (the label stays for accessibility in SwiftUI; here it is left out).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
