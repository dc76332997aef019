import Foundation

/// A unit of measure, as `HKUnit`: counts, lengths, energies, masses, volumes, times, percents and
/// their quotients (`HKUnit.count().unitDivided(by: .minute())` for heart rate).
public final class HKUnit: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The unit's symbol, such as `m`, `kcal` or `count/min`.
    public let unitString: String
    /// How many of the base unit of its dimension one of this unit is, and that dimension.
    let factor: Double
    let dimension: String

    init(_ unitString: String, factor: Double, dimension: String) {
        self.unitString = unitString
        self.factor = factor
        self.dimension = dimension
    }

    /// The unit `string` names (`"count"`, `"m"`, `"km"`, `"kcal"`, `"min"`, `"count/min"`...); an unknown one is a dimension of its own.
    public convenience init(from string: String) {
        if let known = Self.known[string] {
            self.init(string, factor: known.factor, dimension: known.dimension)
        } else if let slash = string.firstIndex(of: "/") {
            let top = HKUnit(from: String(string[..<slash]))
            let bottom = HKUnit(from: String(string[string.index(after: slash)...]))
            self.init(string, factor: top.factor / bottom.factor, dimension: "\(top.dimension)/\(bottom.dimension)")
        } else {
            self.init(string, factor: 1, dimension: string)
        }
    }

    private static let known: [String: (factor: Double, dimension: String)] = [
        "count": (1, "count"), "%": (0.01, "count"),
        "m": (1, "length"), "km": (1000, "length"), "cm": (0.01, "length"), "mi": (1609.344, "length"), "ft": (0.3048, "length"),
        "yd": (0.9144, "length"), "in": (0.0254, "length"),
        "kcal": (4184, "energy"), "Cal": (4184, "energy"), "cal": (4.184, "energy"), "J": (1, "energy"), "kJ": (1000, "energy"),
        "g": (1, "mass"), "kg": (1000, "mass"), "mg": (0.001, "mass"), "lb": (453.59237, "mass"), "oz": (28.349523125, "mass"),
        "L": (1, "volume"), "mL": (0.001, "volume"), "fl_oz_us": (0.0295735295625, "volume"),
        "s": (1, "time"), "min": (60, "time"), "hr": (3600, "time"), "d": (86400, "time"), "ms": (0.001, "time"),
    ]

    public static func count() -> HKUnit { HKUnit(from: "count") }
    public static func percent() -> HKUnit { HKUnit(from: "%") }
    public static func meter() -> HKUnit { HKUnit(from: "m") }
    public static func mile() -> HKUnit { HKUnit(from: "mi") }
    public static func foot() -> HKUnit { HKUnit(from: "ft") }
    public static func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    public static func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    public static func joule() -> HKUnit { HKUnit(from: "J") }
    public static func gram() -> HKUnit { HKUnit(from: "g") }
    public static func pound() -> HKUnit { HKUnit(from: "lb") }
    public static func liter() -> HKUnit { HKUnit(from: "L") }
    public static func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
    public static func second() -> HKUnit { HKUnit(from: "s") }
    public static func minute() -> HKUnit { HKUnit(from: "min") }
    public static func hour() -> HKUnit { HKUnit(from: "hr") }
    public static func day() -> HKUnit { HKUnit(from: "d") }

    /// Meters with `prefix` (`.kilo` for kilometers).
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("m", prefix) }
    /// Grams with `prefix` (`.kilo` for kilograms).
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("g", prefix) }
    /// Liters with `prefix` (`.milli` for milliliters).
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("L", prefix) }
    /// Joules with `prefix` (`.kilo` for kilojoules).
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed("J", prefix) }

    private static func prefixed(_ base: String, _ prefix: HKMetricPrefix) -> HKUnit {
        let unit = HKUnit(from: base)
        return HKUnit(prefix.symbol + base, factor: unit.factor * prefix.factor, dimension: unit.dimension)
    }

    /// This unit per `unit` (`count/min`).
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", factor: factor / unit.factor, dimension: "\(dimension)/\(unit.dimension)")
    }

    public var description: String { unitString }

    public static func == (lhs: HKUnit, rhs: HKUnit) -> Bool { lhs.dimension == rhs.dimension && lhs.factor == rhs.factor }

    public func hash(into hasher: inout Hasher) { hasher.combine(dimension) }
}

/// A metric prefix, as `HKMetricPrefix`.
public enum HKMetricPrefix: Int, Sendable {
    case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var factor: Double {
        switch self {
        case .none: 1
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        case .femto: 1e-15
        }
    }

    var symbol: String {
        ["", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "T", "f"][rawValue]
    }
}

/// An amount in a unit, as `HKQuantity`.
public final class HKQuantity: Hashable, @unchecked Sendable, CustomStringConvertible {
    let unit: HKUnit
    let value: Double

    /// `value` in `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the quantity can be expressed in `unit` (the same dimension).
    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    /// The amount in `unit`; the quantity must be compatible with it.
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(self.is(compatibleWith: unit), "\(self.unit) is not compatible with \(unit)")
        return value * self.unit.factor / unit.factor
    }

    public var description: String { "\(value) \(unit)" }

    public static func == (lhs: HKQuantity, rhs: HKQuantity) -> Bool {
        lhs.unit.dimension == rhs.unit.dimension && lhs.value * lhs.unit.factor == rhs.value * rhs.unit.factor
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(unit.dimension) }
}
