internal import WidgetWire

/// A custom look for toggles, set with `.toggleStyle(_:)`: it gets the toggle's label and
/// state. The host shows `makeBody` for the current state, and for the other one while a tap
/// is in flight.
///
/// ```swift
/// struct TestToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         if configuration.isOn { Image(systemName: "house") } else { Image(systemName: "house.fill") }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ToggleStyleConfiguration
    /// The view for a toggle with `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on (`$isOn` is a binding to it; writes have no effect in a widget).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ. Always `false` in a widget.
    public var isMixed: Bool
}

/// A built-in toggle style, which the renderer draws by name.
protocol BuiltInToggleStyle {
    var wireName: String { get }
}

/// The platform's default: a switch.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The default style.
    public init() {}
    var wireName: String { "automatic" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A sliding switch next to the label.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The switch style.
    public init() {}
    var wireName: String { "switch" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that looks pressed while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The button style.
    public init() {}
    var wireName: String { "button" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A checkbox next to the label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
    /// The checkbox style.
    public init() {}
    var wireName: String { "checkbox" }
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A sliding switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// A toggle style with its type erased, as the environment carries it.
struct AnyToggleStyle {
    private enum Kind {
        /// Drawn by the renderer by name.
        case builtIn(String)
        /// A custom ``ToggleStyle``: its body on and off.
        case custom((ToggleStyleConfiguration, EnvironmentValues) -> [ViewNode])
    }

    private let kind: Kind

    init<Style: ToggleStyle>(_ style: Style) {
        if let builtIn = style as? any BuiltInToggleStyle {
            kind = .builtIn(builtIn.wireName)
        } else {
            kind = .custom { configuration, environment in
                ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
            }
        }
    }

    /// The wire toggle showing `isOn`, for `action`, with `label`, in this style.
    func makeNode(
        isOn: Bool, action: IntentInvocation, label: @escaping (EnvironmentValues) -> [ViewNode], in environment: EnvironmentValues
    ) -> ToggleNode {
        let labelNode = ViewSerializer.single(label(environment))
        switch kind {
        case .builtIn(let name):
            return ToggleNode(isOn: isOn, action: action, style: name, label: labelNode)
        case .custom(let makeBody):
            func body(on: Bool) -> ViewNode {
                let configuration = ToggleStyleConfiguration(label: .init(render: label), isOn: .constant(on), isMixed: false)
                return ViewSerializer.single(makeBody(configuration, environment))
            }
            return ToggleNode(
                isOn: isOn, action: action, style: "custom", label: labelNode, onBody: body(on: true), offBody: body(on: false))
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    /// The style of toggles, set with `.toggleStyle(_:)`.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles inside the view: `.automatic`, `.switch`, `.button`, `.checkbox`, or a custom ``ToggleStyle``.
    ///
    /// ```swift
    /// Toggle("", isOn: false, intent: TestIntent()).toggleStyle(TestToggleStyle())
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
