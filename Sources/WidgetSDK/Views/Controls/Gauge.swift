internal import WidgetWire

/// A value within a range, shown as a gauge (a filled bar by default; see ``GaugeStyle`` for the others).
///
/// ```swift
/// Gauge(value: entry.battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(entry.battery))") }
///     .gaugeStyle(.accessoryCircular)
/// ```
/// The built-in styles draw the label, the current value and the bounds labels where iOS draws them.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?, minimumValueLabel: BoundsLabel?,
        maximumValueLabel: BoundsLabel?
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        func view<Content: View>(_ content: Content?) -> GaugeStyleConfiguration.Part? {
            guard let content, !(content is EmptyView) else { return nil }
            return GaugeStyleConfiguration.Part(render: { ViewSerializer.nodes(content, in: $0) })
        }
        // `.labelsHidden()` hides the gauge's label, as it hides a toggle's; its value labels stay.
        let shownLabel = environment.labelsHidden ? nil : view(label)
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: shownLabel ?? GaugeStyleConfiguration.Part(render: { _ in [] }),
            currentValueLabel: view(currentValueLabel), minimumValueLabel: view(minimumValueLabel),
            maximumValueLabel: view(maximumValueLabel))
        return environment.gaugeStyle.makeNodes(configuration, environment)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label, a current-value label and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
