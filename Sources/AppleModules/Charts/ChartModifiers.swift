import Foundation

/// A chart scale's domain: a closed range of numbers or dates, categories, or automatic.
public protocol ScaleDomain {
    /// The range the values are placed in, for continuous domains.
    var _continuousRange: ClosedRange<Double>? { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _continuousRange: ClosedRange<Double>? {
        guard let low = lowerBound.primitivePlottable._chartValue.continuous,
            let high = upperBound.primitivePlottable._chartValue.continuous, low < high
        else { return nil }
        return low...high
    }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _continuousRange: ClosedRange<Double>? { nil }
}

/// The chart's own domain (`.automatic(includesZero:)`).
public struct AutomaticScaleDomain: ScaleDomain {
    public var _continuousRange: ClosedRange<Double>? { nil }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain() }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain() }
}

/// The plot area, as `.chartPlotStyle` receives it.
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}

/// What a chart overlay's content can ask of the chart; WidgetHost's answers nothing.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public func value<Value: Plottable>(atX x: CGFloat, as type: Value.Type = Value.self) -> Value? { nil }
    public func value<Value: Plottable>(atY y: CGFloat, as type: Value.Type = Value.self) -> Value? { nil }
    public func position<Value: Plottable>(forX value: Value) -> CGFloat? { nil }
    public func position<Value: Plottable>(forY value: Value) -> CGFloat? { nil }
    /// The plot area's frame, for a `GeometryReader`'s proxy to resolve (`geometry[proxy.plotFrame!]`): the
    /// reader's bounds, as the marks fill the chart.
    public var plotFrame: Anchor<CGRect>? { .readerBounds }
    /// The plot area's frame (iOS 16's name of ``plotFrame``): the reader's bounds.
    public var plotAreaFrame: Anchor<CGRect> { .readerBounds }
}

extension View {
    /// The x axis's domain (numbers or dates); categories and `.automatic` leave it to the chart. A `type`
    /// other than linear is accepted and drawn linear.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartScales) { $0.xDomain = domain._continuousRange }
    }

    /// The y axis's domain (numbers or dates); categories and `.automatic` leave it to the chart.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartScales) { $0.yDomain = domain._continuousRange }
    }

    /// Whether the x axis shows; accepted (WidgetHost draws no axes).
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// Whether the y axis shows; accepted (WidgetHost draws no axes).
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// The x axis's marks; accepted.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    /// The y axis's marks; accepted.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View { self }
    /// The x axis's title; accepted.
    public func chartXAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View { self }
    /// The y axis's title; accepted.
    public func chartYAxisLabel(
        _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View { self }
    /// Whether the legend shows; accepted (WidgetHost draws no legend).
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// Where the legend goes; accepted.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }
    /// A legend of the view `content` makes; accepted.
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View { self }
    /// Styles the plot area; accepted.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View { self }
    /// A view behind the chart (a donut's centre label), drawn: `content`'s `GeometryReader` resolves the proxy's
    /// `plotFrame` to its bounds, as the marks fill the chart.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        background(alignment: alignment) { content(ChartProxy()) }
    }
    /// A view over the chart, drawn as ``chartBackground(alignment:content:)`` draws its view.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlay(alignment: alignment) { content(ChartProxy()) }
    }
    /// Scrolling along `axes`; a widget does not scroll.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// How much of a scrolling x axis shows; accepted.
    public func chartXVisibleDomain<Length: Plottable>(length: Length) -> some View { self }
    /// The symbols of the series; accepted.
    public func chartSymbolScale<Symbol: ChartSymbolShape>(_ mapping: KeyValuePairs<String, Symbol>) -> some View { self }
}
