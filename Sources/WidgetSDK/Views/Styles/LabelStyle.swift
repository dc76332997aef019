internal import WidgetWire

/// How labels inside a view are laid out, set with `.labelStyle(_:)`.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The label's parts.
    typealias Configuration = LabelStyleConfiguration
    /// The view for a label with `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
    /// A label's title, as a view.
    public struct Title: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// A label's icon, as a view.
    public struct Icon: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// The icon, then the title, side by side (the default).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon; configuration.title
        }
    }
}

/// Just the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Just the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: icon and title.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Just the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Just the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment carries it.
struct AnyLabelStyle {
    let makeNodes: (LabelStyleConfiguration, EnvironmentValues) -> [ViewNode]

    init<Style: LabelStyle>(_ style: Style) {
        makeNodes = { configuration, environment in
            ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
        }
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
    /// The style of labels, set with `.labelStyle(_:)`.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels inside the view.
    ///
    /// ```swift
    /// Label("3", systemImage: "bell").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
