internal import WidgetWire

/// How gauges inside a view look, set with `.gaugeStyle(_:)`.
///
/// The circular styles (`.automatic`, `.accessoryCircular`, `.accessoryCircularCapacity`)
/// draw a gauge ring; the linear ones (`.accessoryLinear`, `.accessoryLinearCapacity`,
/// `.linearCapacity`) draw a bar. A custom style builds its own view.
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

/// A built-in gauge style: a ring (`gauge`) or a bar (`linear`) on the wire.
public struct BuiltInGaugeStyle: GaugeStyle {
    let wireStyle: String

    /// The view for a control or label with `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressNodeView(
            configuration: ProgressViewStyleConfiguration(
                fractionCompleted: configuration.value,
                label: ProgressViewStyleConfiguration.Label(render: configuration.label.render),
                currentValueLabel: configuration.currentValueLabel.map {
                    ProgressViewStyleConfiguration.CurrentValueLabel(render: $0.render)
                }),
            style: wireStyle)
    }
}

extension GaugeStyle where Self == BuiltInGaugeStyle {
    /// The default: a ring.
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "gauge") }
    /// A ring with the current value in the middle.
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "gauge") }
    /// A ring filled to the value.
    public static var accessoryCircularCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "gauge") }
    /// A bar with a marker at the value.
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "linear") }
    /// A bar filled to the value.
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "linear") }
    /// A bar filled to the value.
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(wireStyle: "linear") }
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
