internal import WidgetWire

/// How progress views inside a view look, set with `.progressViewStyle(_:)`:
/// `.automatic` (a bar, or a spinner without a value), `.linear`, `.circular`, or your own.
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for a progress view with `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` is given.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// A progress view's current-value label, as a view.
    public struct CurrentValueLabel: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// The completed fraction, 0…1, or `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
    /// `ProgressView(timerInterval:)`'s span, which the host draws at the time it draws.
    var timer: ProgressTimer? = nil
}

/// The wire progress node for a configuration, in a given style.
struct ProgressNodeView: View, PrimitiveView {
    typealias Body = Never
    let configuration: ProgressViewStyleConfiguration
    /// `linear`, `circular` or `gauge`; `nil` picks linear with a value and circular without.
    let style: String?

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        func single(_ render: ((EnvironmentValues) -> [ViewNode])?) -> ViewNode? {
            render.map { ViewSerializer.single($0(environment)) }
        }
        let style = style ?? (configuration.fractionCompleted == nil ? "circular" : "linear")
        return [
            .progress(
                ProgressNode(
                    fraction: configuration.fractionCompleted, style: style, label: single(configuration.label?.render),
                    currentValueLabel: single(configuration.currentValueLabel?.render), timer: configuration.timer))
        ]
    }
}

/// A bar for a value, a spinner without one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ProgressNodeView(configuration: configuration, style: nil) }
}

/// A horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The tint of iOS 14's `init(tint:)`.
    var tintColor: Color?
    /// The linear style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressNodeView(configuration: configuration, style: "linear").tint(tintColor)
    }
}

/// A ring (or a spinner without a value).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The tint of iOS 14's `init(tint:)`.
    var tintColor: Color?
    /// The circular style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressNodeView(configuration: configuration, style: "circular").tint(tintColor)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for a value, a spinner without one.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style with its type erased, as the environment carries it.
struct AnyProgressViewStyle {
    let makeNodes: (ProgressViewStyleConfiguration, EnvironmentValues) -> [ViewNode]

    init<Style: ProgressViewStyle>(_ style: Style) {
        makeNodes = { configuration, environment in
            ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
        }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    /// The style of progress views, set with `.progressViewStyle(_:)`.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views inside the view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
