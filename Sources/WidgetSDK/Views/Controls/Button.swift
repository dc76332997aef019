internal import WidgetWire

/// A control that runs an intent in the plugin when tapped, then reloads the widget's timeline.
///
/// ```swift
/// Button(intent: MyCalculateIntent(value: 10)) { Text("加 10") }
/// Button("button 当前编辑", intent: ButtonIntent(widgetEdit: entry.editMessage))
/// ```
/// The intent's parameter values are captured when the button is created. Its look comes
/// from `.buttonStyle(_:)`; a custom ``ButtonStyle`` is evaluated both released and pressed.
/// Under `.disabled(true)` the button cannot be tapped and a built-in style draws it dimmed.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    @usableFromInline let action: _IntentAction?
    @usableFromInline let role: ButtonRole?
    @usableFromInline let label: Label

    /// A button that runs `intent`, showing `label`.
    @inlinable
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(role: nil, intent: intent, label: label)
    }

    /// A button with a role (`.destructive`, `.cancel`) that runs `intent`, showing `label`.
    /// (Inlined where the button is made, so that its layout is known there: a button is made on every render.)
    @inlinable
    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.action = _IntentAction(intent)
        self.role = role
        self.label = label()
    }

    /// The button's label, made from a ``PrimitiveButtonStyle``'s configuration: inside a custom
    /// primitive style it shows the label of the button being styled.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) where Label == PrimitiveButtonStyleConfiguration.Label {
        self.action = nil
        self.role = configuration.role
        self.label = configuration.label
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        guard let action else { return ViewSerializer.nodes(label, in: environment) }
        return [buttonNode(of: action, in: environment)]
    }

    func appendNodes(in environment: EnvironmentValues, to nodes: inout [ViewNode]) {
        guard let action else { return ViewSerializer.appendNodes(label, in: environment, to: &nodes) }
        nodes.append(buttonNode(of: action, in: environment))
    }

    /// The button's node, drawn by the environment's button style.
    private func buttonNode(of action: _IntentAction, in environment: EnvironmentValues) -> ViewNode {
        let label = self.label
        let render: (EnvironmentValues) -> [ViewNode] = { ViewSerializer.nodes(label, in: $0) }
        var button = environment.buttonStyle.makeNode(action: action.invocation, role: role, label: render, in: environment)
        let shape = environment.buttonBorderShape
        if shape != .automatic, button.style != "custom" { button.borderShape = shape.name }
        if action.isInert {
            let inert = ViewNode.modified(.button(button), .allowsHitTesting(false))
            return action.opensURL.map { .link(LinkNode(url: $0, label: inert)) } ?? inert
        }
        guard environment.isEnabled else {
            return DisabledControl.node(.button(button), customStyle: button.style == "custom", in: environment)
        }
        return .button(button)
    }
}

extension Button where Label == Text {
    /// A button with a localized title that runs `intent`.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button with a verbatim title that runs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }

    /// A button with a title from a localized string resource (an intent's `title`, say) that runs `intent`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleResource) }
    }

    /// A button with a localized title and a role that runs `intent`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }

    /// A button with a verbatim title and a role that runs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
}

extension Button {
    /// A button with a localized title and a system symbol that runs `intent`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(intent: intent) { WidgetSDK.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title from a localized string resource and a system symbol that runs `intent`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(intent: intent) { WidgetSDK.Label(titleResource, systemImage: systemImage) }
    }

    /// A button with a verbatim title and a system symbol that runs `intent`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, intent: some AppIntent)
    where Label == WidgetSDK.Label<Text, Image> {
        self.init(intent: intent) { WidgetSDK.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, which styles may show (a destructive button in red).
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// The button deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
