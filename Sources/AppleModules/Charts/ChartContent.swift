import Foundation

/// What a chart shows: marks, `ForEach`es of marks, and your own `ChartContent` types with a `body`.
///
/// Mark modifiers (`.foregroundStyle(_:)`, `.interpolationMethod(_:)`, …) apply to any content: a mark,
/// a `ForEach` of marks, or your own type, whose marks they all change.
public protocol ChartContent {
    associatedtype Body: ChartContent
    /// What a mark modifier makes of this content: the mark itself for a mark, its marks for the rest.
    associatedtype _Modified: ChartContent = _ChartMarks
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
    /// Adds the marks this content makes to `marks` (marks add themselves; other content adds its body's).
    func _collect(into marks: inout [_ChartMark])
    /// This content with `change` made to each of its marks.
    func _modifyingMarks(_ change: (inout _ChartMark) -> Void) -> _Modified
}

extension ChartContent {
    public func _collect(into marks: inout [_ChartMark]) { body._collect(into: &marks) }
}

extension ChartContent where _Modified == _ChartMarks {
    public func _modifyingMarks(_ change: (inout _ChartMark) -> Void) -> _ChartMarks {
        var marks: [_ChartMark] = []
        _collect(into: &marks)
        for index in marks.indices { change(&marks[index]) }
        return _ChartMarks(marks)
    }
}

extension Never: ChartContent {
    public var body: Never { return fatalError("Never has no body") }
}

/// Marks, erased: what ``ChartContentBuilder`` makes of everything in a chart's content.
public struct _ChartMarks: ChartContent {
    let marks: [_ChartMark]

    public var body: Never { return fatalError("marks have no body") }
    public func _collect(into marks: inout [_ChartMark]) { marks += self.marks }

    init(_ marks: [_ChartMark]) { self.marks = marks }

    init<Content: ChartContent>(_ content: Content) {
        var marks: [_ChartMark] = []
        content._collect(into: &marks)
        self.marks = marks
    }
}

/// Builds a chart's content from marks, `ForEach`es, `if`s and `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> _ChartMarks { _ChartMarks(content) }

    public static func buildBlock(_ components: _ChartMarks...) -> _ChartMarks { _ChartMarks(components.flatMap(\.marks)) }
    public static func buildOptional(_ component: _ChartMarks?) -> _ChartMarks { component ?? _ChartMarks([]) }
    public static func buildEither(first component: _ChartMarks) -> _ChartMarks { component }
    public static func buildEither(second component: _ChartMarks) -> _ChartMarks { component }
    public static func buildArray(_ components: [_ChartMarks]) -> _ChartMarks { _ChartMarks(components.flatMap(\.marks)) }
    public static func buildLimitedAvailability(_ component: _ChartMarks) -> _ChartMarks { component }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { return fatalError("a ForEach of marks has no body") }
    public func _collect(into marks: inout [_ChartMark]) {
        for element in data { content(element)._collect(into: &marks) }
    }
}

extension ForEach where Content: ChartContent {
    /// One mark (or group of marks) per element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: id, _content: content)
    }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
    /// One mark (or group of marks) per `Identifiable` element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: \.id, _content: content)
    }
}

/// One mark, as a chart draws it.
public struct _ChartMark {
    enum Kind { case bar, line, area, point, rule, rectangle, sector }

    var kind: Kind
    var x: _ChartValue?
    var y: _ChartValue?
    var xStart: _ChartValue?
    var xEnd: _ChartValue?
    var yStart: _ChartValue?
    var yEnd: _ChartValue?
    /// A sector's share.
    var angle: Double?
    /// A sector's inner radius, as a fraction of its outer one.
    var innerRadius: Double = 0
    /// A bar's or rectangle's fixed width or height in points, if set.
    var width: CGFloat?
    var height: CGFloat?
    var style: AnyShapeStyle?
    /// The series (`foregroundStyle(by:)`), which picks a color of the palette.
    var series: _ChartValue?
    /// A line's or rule's width, when set (lines are 2 points wide, rules 1).
    var lineWidth: CGFloat?
    /// A line's or rule's dash lengths, empty for a solid line.
    var dash: [CGFloat] = []
    /// A point's area in square points.
    var symbolSize: CGFloat = 64
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    /// Where a mark with a value on one axis only spans the other, in points from the plot's top or
    /// leading edge (`nil` ends at the plot's edges): `BarMark(x:yStart:yEnd:)`, `RectangleMark(xStart:xEnd:)`.
    var crossStart: CGFloat?
    var crossEnd: CGFloat?

    init(_ kind: Kind) { self.kind = kind }
}
