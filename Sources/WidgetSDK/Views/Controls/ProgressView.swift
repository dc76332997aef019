internal import WidgetWire

/// A progress bar (or spinner when there is no value), styled with `.progressViewStyle(_:)`.
///
/// ```swift
/// ProgressView(value: entry.done, total: entry.total)
/// ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("40%") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// `init(timerInterval:countsDown:)`'s span.
    var timer: ProgressTimer? = nil

    /// A progress view of `value` out of `total`, with a label and a current-value label.
    /// `nil` is indeterminate; the fraction is clamped to 0…1.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value) / Double(total), 0), 1)
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        func render<Content: View>(_ view: Content?) -> ((EnvironmentValues) -> [ViewNode])? {
            guard let view, !(view is EmptyView) else { return nil }
            return { ViewSerializer.nodes(view, in: $0) }
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: timer.map { $0.fraction(at: WidgetClock.now.timeIntervalSince1970) } ?? fraction,
            label: render(label).map(ProgressViewStyleConfiguration.Label.init),
            currentValueLabel: render(currentValueLabel).map(ProgressViewStyleConfiguration.CurrentValueLabel.init), timer: timer)
        return environment.progressViewStyle.makeNodes(configuration, environment)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, with a verbatim title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
