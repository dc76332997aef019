internal import WidgetWire

/// A custom look for buttons, set with `.buttonStyle(_:)`: it gets the button's label and
/// whether it is pressed. The host shows `makeBody` released, and pressed while tapped.
///
/// ```swift
/// struct TestButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         if configuration.isPressed { Image(systemName: "person") } else { Image(systemName: "person.fill") }
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
    /// The view for a button with `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

/// A look for buttons that controls the whole button, set with `.buttonStyle(_:)`.
/// The built-in styles (`.automatic`, `.bordered`, `.borderedProminent`, `.borderless`, `.plain`) are primitive styles.
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The view for a button with `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` is given.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label

    /// Runs the button's action. The host runs it when the button is tapped, so this does nothing here.
    public func trigger() {}
}

/// A built-in button style, which the renderer draws by name.
protocol BuiltInButtonStyle {
    var wireName: String { get }
}

/// The platform's default: borderless in widgets.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The default style.
    public init() {}
    var wireName: String { "automatic" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button with a tinted, rounded background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The bordered style.
    public init() {}
    var wireName: String { "bordered" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button with a strongly tinted, rounded background.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The prominent bordered style.
    public init() {}
    var wireName: String { "borderedProminent" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button drawn as its tinted label, without a background.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The borderless style.
    public init() {}
    var wireName: String { "borderless" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

/// A button drawn as its label, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    /// The plain style.
    public init() {}
    var wireName: String { "plain" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted, rounded background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A strongly tinted, rounded background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The tinted label, without a background.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label, untinted.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A button style with its type erased, as the environment carries it.
struct AnyButtonStyle {
    private enum Kind {
        /// Drawn by the renderer by name.
        case builtIn(String)
        /// A ``ButtonStyle``: its body released and pressed.
        case custom((ButtonStyleConfiguration, EnvironmentValues) -> [ViewNode])
        /// A custom ``PrimitiveButtonStyle``: its body, the same pressed or not.
        case primitive((PrimitiveButtonStyleConfiguration, EnvironmentValues) -> [ViewNode])
    }

    private let kind: Kind

    init<Style: ButtonStyle>(_ style: Style) {
        kind = .custom { configuration, environment in
            ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
        }
    }

    init<Style: PrimitiveButtonStyle>(primitive style: Style) {
        if let builtIn = style as? any BuiltInButtonStyle {
            kind = .builtIn(builtIn.wireName)
        } else {
            kind = .primitive { configuration, environment in
                ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
            }
        }
    }

    /// The wire button for `action` with `label`, in this style.
    func makeNode(
        action: IntentInvocation, role: ButtonRole?, label: @escaping (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues
    ) -> ButtonNode {
        switch kind {
        case .builtIn(let name):
            return ButtonNode(action: action, style: name, role: role?.name, label: ViewSerializer.single(label(environment)))
        case .custom(let makeBody):
            func body(pressed: Bool) -> ViewNode {
                let configuration = ButtonStyleConfiguration(role: role, label: .init(render: label), isPressed: pressed)
                return ViewSerializer.single(makeBody(configuration, environment))
            }
            return ButtonNode(
                action: action, style: "custom", role: role?.name, label: body(pressed: false), pressedLabel: body(pressed: true))
        case .primitive(let makeBody):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(render: label))
            return ButtonNode(
                action: action, style: "custom", role: role?.name, label: ViewSerializer.single(makeBody(configuration, environment)))
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style of buttons, set with `.buttonStyle(_:)`.
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons inside the view to a custom ``ButtonStyle``.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }

    /// Sets the style of buttons inside the view: `.automatic`, `.bordered`, `.borderedProminent`,
    /// `.borderless`, `.plain`, or a custom ``PrimitiveButtonStyle``.
    ///
    /// ```swift
    /// Button(intent: TestIntent()) { Image(systemName: "magnifyingglass") }.buttonStyle(.borderless)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }
}
