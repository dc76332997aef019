import Foundation

/// A value a chart can place: a number, a date or a category.
public enum _ChartValue: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value on a continuous axis (a date as seconds since 1970); `nil` for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }
}

/// The types Swift Charts places directly: numbers, strings and dates.
public protocol PrimitivePlottableProtocol {
    /// The value as the chart places it.
    var _chartValue: _ChartValue { get }
}

/// A type whose values a chart can place, through a primitive plottable value: conform your own enums
/// with `var primitivePlottable: String { rawValue }` and `init?(primitivePlottable:)`.
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .category(self) }
}

extension Date: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .date(self) }
}

extension Double: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(self) }
}

extension Float: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension CGFloat: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension Int: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension Int32: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension Int64: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension UInt: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(Double(self)) }
}

extension Decimal: Plottable, PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}

/// A labelled value a mark places: `.value("Steps", day.steps)`.
public struct PlottableValue<Value: Plottable> {
    /// The label (an axis or legend title), when it was given as a string; not drawn.
    public let label: String?
    let value: _ChartValue

    init(label: String?, value: _ChartValue) {
        self.label = label
        self.value = value
    }

    /// `value`, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: nil, value: value.primitivePlottable._chartValue)
    }

    /// `value`, labelled `label`.
    @_disfavoredOverload
    public static func value<Label: StringProtocol>(_ label: Label, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value.primitivePlottable._chartValue)
    }

    /// `value`, labelled by a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: nil, value: value.primitivePlottable._chartValue)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a bar per day with `.day`): placed at the start of its unit.
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: nil, value: .date(start))
    }

    /// A date binned by `unit`, labelled `label`.
    @_disfavoredOverload
    public static func value<Label: StringProtocol>(
        _ label: Label, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: String(label), value: .date(start))
    }
}
