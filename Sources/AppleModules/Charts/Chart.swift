import Foundation

/// A chart of marks (Swift Charts), drawn as shapes filling the space it is given: bars stacked by
/// category, lines and areas through their series' points in order, points, rules, rectangles and
/// sectors. Axes, grid lines, legends and annotations are accepted and not drawn.
///
/// ```swift
/// Chart(entry.days) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
/// }
/// .chartYAxis(.hidden)
/// ```
public struct Chart<Content: ChartContent>: View {
    let marks: [_ChartMark]
    @Environment(\.chartScales) private var scales

    /// A chart of `content`.
    public init(@ChartContentBuilder content: () -> Content) {
        marks = _ChartMarks(content()).marks
    }

    public var body: some View {
        if marks.contains(where: { $0.kind == .sector }) {
            // A pie stays round: laid out in a square, which the chart's frame fits and centres.
            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                shapes(ChartLayout(marks: marks, scales: scales, size: CGSize(width: side, height: side)).shapes())
            }
            .aspectRatio(1, contentMode: .fit)
        } else {
            GeometryReader { proxy in
                shapes(ChartLayout(marks: marks, scales: scales, size: proxy.size).shapes())
            }
        }
    }

    private func shapes(_ shapes: [ChartShape]) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<shapes.count, id: \.self) { index in shapes[index].view }
        }
    }
}

extension Chart where Content == _ChartMarks {
    /// A chart of the marks `content` makes for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, Element: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Element
    ) where Data.Element: Identifiable {
        self.init { ForEach(data, id: \.id, content: content) }
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Element: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Element
    ) {
        self.init { ForEach(data, id: id, content: content) }
    }
}

/// One shape a chart draws: a path in the chart's coordinates, filled or stroked.
struct ChartShape {
    let path: Path
    let paint: AnyShapeStyle
    /// The stroke's width, or `nil` to fill.
    let lineWidth: CGFloat?
    let opacity: Double
    /// The stroke's dash lengths, empty for a solid line.
    var dash: [CGFloat] = []

    /// The shape as a view: made for the size the chart was laid out for, so the host scales it to the
    /// frame the chart gets (a `Path` view would be drawn as is).
    var view: AnyView {
        let shape = ChartMarkShape(outline: path)
        if let lineWidth {
            return AnyView(
                shape.stroke(paint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round, dash: dash)).opacity(
                    opacity))
        }
        return AnyView(shape.fill(paint).opacity(opacity))
    }
}

/// A mark's outline as a shape, in the coordinates of the size the chart was laid out for.
struct ChartMarkShape: Shape {
    let outline: Path

    func path(in rect: CGRect) -> Path { outline }
}

/// What the chart modifiers set: the scales' domains and the series' colors.
struct ChartScales {
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var seriesStyles: [String: AnyShapeStyle] = [:]
    /// The colors the series take in order (`chartForegroundStyleScale(range:)`).
    var seriesRange: [AnyShapeStyle] = []
    /// The series in the order a domain gives them, before those it leaves out.
    var seriesOrder: [String] = []
    /// A series' color from its value (`chartForegroundStyleScale(mapping:)`).
    var seriesMapping: ((_ChartValue) -> AnyShapeStyle?)?
}

private struct ChartScalesKey: EnvironmentKey {
    static var defaultValue: ChartScales { ChartScales() }
}

extension EnvironmentValues {
    var chartScales: ChartScales {
        get { self[ChartScalesKey.self] }
        set { self[ChartScalesKey.self] = newValue }
    }
}
