internal import WidgetWire

/// How gauges inside a view look, set with `.gaugeStyle(_:)`.
///
/// The built-in styles draw as iOS draws them, each gauge label where iOS puts it; a custom style
/// builds its own view.
public protocol GaugeStyle {
    /// The view a gauge becomes.
    associatedtype Body: View
    /// What the style is given.
    typealias Configuration = GaugeStyleConfiguration
    /// The view for a gauge with `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` is given.
public struct GaugeStyleConfiguration {
    /// One of a gauge's labels, as a view.
    public struct Part: View, PrimitiveView {
        public typealias Body = Never
        let render: (EnvironmentValues) -> [ViewNode]
        func makeNodes(in environment: EnvironmentValues) -> [ViewNode] { render(environment) }
    }

    /// Where the value sits in the gauge's range, 0…1.
    public let value: Double
    /// The gauge's label.
    public var label: Part
    /// The current-value label, if any.
    public var currentValueLabel: Part?
    /// The label of the lower bound, if any.
    public var minimumValueLabel: Part?
    /// The label of the upper bound, if any.
    public var maximumValueLabel: Part?
}

/// A built-in gauge style, drawn by the host as iOS draws it (see the wire schema's `progress` styles).
public struct BuiltInGaugeStyle: GaugeStyle {
    let wireStyle: String

    /// The view for a gauge with `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        GaugeNodeView(configuration: configuration, style: wireStyle)
    }
}

/// The wire progress node of a gauge: its value, its four labels, and its tint when that is a gradient.
struct GaugeNodeView: View, PrimitiveView {
    typealias Body = Never
    let configuration: GaugeStyleConfiguration
    let style: String

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        func single(_ part: GaugeStyleConfiguration.Part?) -> ViewNode? {
            guard let part else { return nil }
            let node = ViewSerializer.single(part.render(environment))
            if case .empty = node { return nil }
            return node
        }
        var tint: NodePaint?
        switch environment.tintPaint {
        case .linearGradient?, .radialGradient?: tint = environment.tintPaint?.runningLeadingToTrailing
        case .color?, nil: tint = nil
        }
        return [
            .progress(
                ProgressNode(
                    fraction: configuration.value, style: style, label: single(configuration.label),
                    currentValueLabel: single(configuration.currentValueLabel), minimumValueLabel: single(configuration.minimumValueLabel),
                    maximumValueLabel: single(configuration.maximumValueLabel), tint: tint))
        ]
    }
}

extension NodePaint {
    /// A gradient's colors running from the leading to the trailing edge, as a gauge's tint runs from its minimum to its maximum.
    var runningLeadingToTrailing: NodePaint {
        switch self {
        case .color: self
        case .linearGradient(let colors, _, _), .radialGradient(let colors, _):
            .linearGradient(colors: colors, start: .leading, end: .trailing)
        }
    }
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
    /// The default on iOS: a bar filled to the value, the label above it and the current value below.
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "linearCapacity") }
    /// A ring open at the bottom with a marker at the value; the current value in the middle, the bounds labels
    /// (else the label) in the opening.
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "accessoryCircular") }
    /// A closed ring filled to the value, the current value in the middle.
    public static var accessoryCircularCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "accessoryCircularCapacity") }
    /// A bar with a marker at the value, between the bounds labels (else after the current value).
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "accessoryLinear") }
    /// A bar filled to the value between the bounds labels, the label above and the current value below.
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "accessoryLinearCapacity") }
    /// A bar filled to the value, the label above it and the current value below.
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "linearCapacity") }
}

/// A gauge style with its type erased, as the environment carries it.
struct AnyGaugeStyle {
    let makeNodes: (GaugeStyleConfiguration, EnvironmentValues) -> [ViewNode]

    init<Style: GaugeStyle>(_ style: Style) {
        makeNodes = { configuration, environment in
            ViewSerializer.nodes(evaluating: { style.makeBody(configuration: configuration) }, in: environment)
        }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(BuiltInGaugeStyle.automatic) }
}

extension EnvironmentValues {
    /// The style of gauges, set with `.gaugeStyle(_:)`.
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges inside the view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
