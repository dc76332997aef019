import Foundation

extension ChartContent {
    private func with(_ change: (inout _ChartMark) -> Void) -> _Modified { _modifyingMarks(change) }

    /// Paints the mark with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _Modified { with { $0.style = AnyShapeStyle(style) } }

    /// Paints the mark with the palette's color for `value`'s series.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> _Modified { with { $0.series = value.value } }

    /// The mark's opacity.
    public func opacity(_ opacity: Double) -> _Modified { with { $0.opacity = opacity } }

    /// Rounds a bar's or rectangle's corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> _Modified { with { $0.cornerRadius = radius } }

    /// The line's width and dash.
    public func lineStyle(_ style: StrokeStyle) -> _Modified {
        with {
            $0.lineWidth = style.lineWidth
            $0.dash = style.dash
        }
    }

    /// The area of a point's symbol, in square points.
    public func symbolSize(_ size: CGFloat) -> _Modified { with { $0.symbolSize = size } }

    /// A symbol's size in points (drawn as its area).
    public func symbolSize(_ size: CGSize) -> _Modified { with { $0.symbolSize = size.width * size.height } }

    /// How a line joins its points; accepted, drawn straight.
    public func interpolationMethod(_ method: InterpolationMethod) -> _Modified { with { _ in } }

    /// The symbol drawn at a line's points; accepted (points draw circles, lines none).
    public func symbol<Symbol: ChartSymbolShape>(_ symbol: Symbol) -> _Modified { with { _ in } }

    /// A symbol per series; accepted.
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> _Modified { with { _ in } }

    /// A symbol per series, drawn by `symbol`; accepted.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _Modified { with { _ in } }

    /// Marks of one category side by side by series; accepted (they stack).
    public func position<Value: Plottable>(
        by value: PlottableValue<Value>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> _Modified {
        with { _ in }
    }

    /// A view beside the mark; accepted and not drawn.
    public func annotation<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> _Modified { with { _ in } }

    /// The mark moved; accepted.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Modified { with { _ in } }

    /// Accessibility of the mark; recorded nowhere.
    public func accessibilityLabel(_ label: Text) -> _Modified { with { _ in } }
    /// Accessibility of the mark; recorded nowhere.
    public func accessibilityValue(_ value: Text) -> _Modified { with { _ in } }
    /// Accessibility of the mark; recorded nowhere.
    public func accessibilityHidden(_ hidden: Bool) -> _Modified { with { _ in } }
    /// Styles the mark with the plot area; accepted.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> _Modified { with { _ in } }
    /// Masks the mark; accepted.
    public func mask<Content: ChartContent>(@ChartContentBuilder content: () -> Content) -> _Modified { with { _ in } }
    /// The mark's layer; accepted.
    public func zIndex(_ value: Double) -> _Modified { with { _ in } }
}

/// How a line joins its points; WidgetHost draws every line straight.
public struct InterpolationMethod: Hashable, Sendable {
    let name: String
    public static let linear = InterpolationMethod(name: "linear")
    public static let monotone = InterpolationMethod(name: "monotone")
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    public static let cardinal = InterpolationMethod(name: "cardinal")
    public static let stepStart = InterpolationMethod(name: "stepStart")
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// Where an annotation goes.
public struct AnnotationPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

/// A symbol a chart draws at a point.
public protocol ChartSymbolShape: Shape {}

/// The chart's built-in symbols.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let name: String
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(name: "circle") }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(name: "square") }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(name: "triangle") }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(name: "diamond") }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(name: "pentagon") }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(name: "plus") }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(name: "cross") }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(name: "asterisk") }
}
