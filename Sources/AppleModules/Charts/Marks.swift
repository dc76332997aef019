import Foundation

/// A mark that is one ``_ChartMark``: the marks, and the marks with modifiers applied (a modified mark
/// keeps its type, as `BarMark(…).foregroundStyle(.red)` is a `BarMark`).
public protocol _SingleMark: ChartContent where Body == Never, _Modified == Self {
    var _mark: _ChartMark { get set }
}

extension _SingleMark {
    public var body: Never { return fatalError("a mark has no body") }
    public func _collect(into marks: inout [_ChartMark]) { marks.append(_mark) }
    public func _modifyingMarks(_ change: (inout _ChartMark) -> Void) -> Self {
        var copy = self
        change(&copy._mark)
        return copy
    }
}

/// A bar: from zero to a value, or between two values, at a category or date.
public struct BarMark: _SingleMark {
    public var _mark = _ChartMark(.bar)

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        _mark.x = x.value
        _mark.y = y.value
        _mark.width = width.points
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        _mark.x = x.value
        _mark.yStart = yStart.value
        _mark.yEnd = yEnd.value
        _mark.width = width.points
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        _mark.xStart = xStart.value
        _mark.xEnd = xEnd.value
        _mark.y = y.value
        _mark.height = height.points
    }

    /// A bar at `x` across the plot's height (between `yStart` and `yEnd` points from its top, when
    /// given): from zero to `x` for a number (one bar, or bars stacked along x), a `width`-wide band
    /// at `x` for a date or a category (an hour highlighted on a time axis).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        _mark.x = x.value
        _mark.crossStart = yStart
        _mark.crossEnd = yEnd
        _mark.width = width.points
    }

    /// A bar at `y` across the plot's width (between `xStart` and `xEnd` points from its leading edge, when given).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        _mark.y = y.value
        _mark.crossStart = xStart
        _mark.crossEnd = xEnd
        _mark.height = height.points
    }
}

/// A point of a line through the marks of its series, in order.
public struct LineMark: _SingleMark {
    public var _mark = _ChartMark(.line)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark.x = x.value
        _mark.y = y.value
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        _mark.x = x.value
        _mark.y = y.value
        _mark.series = series.value
    }
}

/// A point of the area under a line (or between two), filled.
public struct AreaMark: _SingleMark {
    public var _mark = _ChartMark(.area)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        _mark.x = x.value
        _mark.y = y.value
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark.x = x.value
        _mark.yStart = yStart.value
        _mark.yEnd = yEnd.value
    }
}

/// A symbol at a point.
public struct PointMark: _SingleMark {
    public var _mark = _ChartMark(.point)

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark.x = x.value
        _mark.y = y.value
    }
}

/// A line across the plot at a value, or a segment between two.
public struct RuleMark: _SingleMark {
    public var _mark = _ChartMark(.rule)

    public init<Y: Plottable>(y: PlottableValue<Y>) { _mark.y = y.value }

    public init<X: Plottable>(x: PlottableValue<X>) { _mark.x = x.value }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        _mark.xStart = xStart.value
        _mark.xEnd = xEnd.value
        _mark.y = y.value
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark.x = x.value
        _mark.yStart = yStart.value
        _mark.yEnd = yEnd.value
    }
}

/// A rectangle at a point (a cell of a heat map), or between two values on each axis.
public struct RectangleMark: _SingleMark {
    public var _mark = _ChartMark(.rectangle)

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        _mark.x = x.value
        _mark.y = y.value
        _mark.width = width.points
        _mark.height = height.points
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        _mark.xStart = xStart.value
        _mark.xEnd = xEnd.value
        _mark.yStart = yStart.value
        _mark.yEnd = yEnd.value
    }

    /// A band between two values of x across the plot's height (between `yStart` and `yEnd` points from its top, when given).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        _mark.xStart = xStart.value
        _mark.xEnd = xEnd.value
        _mark.crossStart = yStart
        _mark.crossEnd = yEnd
    }

    /// A band between two values of y across the plot's width (between `xStart` and `xEnd` points from its leading edge, when given).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        _mark.yStart = yStart.value
        _mark.yEnd = yEnd.value
        _mark.crossStart = xStart
        _mark.crossEnd = xEnd
    }
}

/// A slice of a pie or donut (iOS 17): its angle is its share of all the sectors' values.
public struct SectorMark: _SingleMark {
    public var _mark = _ChartMark(.sector)

    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        _mark.angle = angle.value.continuous ?? 0
        _mark.innerRadius = innerRadius.ratio ?? 0
    }
}

/// A mark's width, height or radius: automatic, in points, or a ratio of what is available.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    let points: CGFloat?
    let ratio: Double?

    /// The chart's choice.
    public static var automatic: MarkDimension { MarkDimension(points: nil, ratio: nil) }
    /// `points` points.
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(points: points, ratio: nil) }
    /// `ratio` of what is available.
    public static func ratio(_ ratio: Double) -> MarkDimension { MarkDimension(points: nil, ratio: ratio) }
    /// Inset by `points` from what is available; drawn as automatic.
    public static func inset(_ points: CGFloat) -> MarkDimension { .automatic }

    init(points: CGFloat?, ratio: Double?) {
        self.points = points
        self.ratio = ratio
    }

    public init(floatLiteral value: Double) { self.init(points: CGFloat(value), ratio: nil) }
    public init(integerLiteral value: Int) { self.init(points: CGFloat(value), ratio: nil) }
}

/// How marks at the same place stack; bars stack, whatever is asked.
public struct MarkStackingMethod: Hashable, Sendable {
    let name: String
    public static let standard = MarkStackingMethod(name: "standard")
    public static let normalized = MarkStackingMethod(name: "normalized")
    public static let center = MarkStackingMethod(name: "center")
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}
