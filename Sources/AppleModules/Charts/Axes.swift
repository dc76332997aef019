import Foundation

/// What a chart axis shows: marks, grid lines, ticks and labels. WidgetHost accepts an axis's
/// content and draws no axes.
public protocol AxisContent {}

/// Axis content, erased.
public struct _AxisContentList: AxisContent {}

/// Builds an axis's content.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> _AxisContentList { _AxisContentList() }
    public static func buildBlock(_ components: _AxisContentList...) -> _AxisContentList { _AxisContentList() }
    public static func buildOptional(_ component: _AxisContentList?) -> _AxisContentList { _AxisContentList() }
    public static func buildEither(first component: _AxisContentList) -> _AxisContentList { component }
    public static func buildEither(second component: _AxisContentList) -> _AxisContentList { component }
    public static func buildArray(_ components: [_AxisContentList]) -> _AxisContentList { _AxisContentList() }
    public static func buildLimitedAvailability(_ component: _AxisContentList) -> _AxisContentList { component }
}

/// Builds the marks of one axis value.
public typealias AxisMarkBuilder = AxisContentBuilder

/// A value on an axis, as `AxisMarks`' content receives it.
public struct AxisValue {
    /// The value's position among the axis's values.
    public let index: Int
    /// How many values the axis has.
    public let count: Int
    let value: _ChartValue

    /// The value as `type`, when it is one.
    public func `as`<Value: Plottable>(_ type: Value.Type) -> Value? {
        switch value {
        case .number(let number): (number as? Value) ?? (Int(exactly: number) as? Value)
        case .date(let date): date as? Value
        case .category(let name): name as? Value
        }
    }
}

/// The marks along an axis: grid lines, ticks and labels at its values.
public struct AxisMarks: AxisContent {
    /// Marks at `values`, as the preset lays them out.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}

    /// Marks at `values`, each made by `content`.
    public init<Content: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {}

    /// Marks at `values` (dates, numbers or categories), each made by `content`.
    public init<Value: Plottable, Content: AxisContent>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisContentBuilder content: @escaping (AxisValue) -> Content
    ) {}

    /// Marks at `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value]) {}
}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A short line at an axis value.
public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
}

/// The label of an axis value.
public struct AxisValueLabel: AxisContent {
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    public init<F: FormatStyle>(
        format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {}

    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
}

extension AxisContent {
    /// Accepted.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    /// Accepted.
    public func font(_ font: Font?) -> Self { self }
    /// Accepted.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

/// Where an axis's values are.
public struct AxisMarkValues {
    let name: String
    public static var automatic: AxisMarkValues { AxisMarkValues(name: "automatic") }
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues { .automatic }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { .automatic }
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues { .automatic }
}

/// Where an axis is drawn.
public struct AxisMarkPosition: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// How an axis's marks are laid out.
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// What a label does when it collides with another.
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(priority: Double = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// How a label is turned.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}
