import Foundation

/// Foundation's `MeasurementFormatter`, which swift-corelibs-foundation marks unavailable: a measurement
/// written in its own unit (`22°C`, `5.3 km`, `5.3 kilometers`), in English. Units are not converted to
/// the locale's (``MeasurementFormatUnitUsage`` says why).
///
/// ```swift
/// let formatter = MeasurementFormatter()
/// formatter.numberFormatter.maximumFractionDigits = 0
/// Text(formatter.string(from: entry.temperature))  // "22°C"
/// ```
public final class MeasurementFormatter: @unchecked Sendable {
    /// How the unit is chosen and shown.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The measurement's own unit (what WidgetHost always writes).
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a size that reads well; recorded.
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature as a number and a degree sign (`22°`).
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen and shown.
    public var unitOptions: UnitOptions = []
    /// `.short` (`5.3km`), `.medium` (`5.3 km`, the default) or `.long` (`5.3 kilometers`).
    public var unitStyle: Formatter.UnitStyle = .medium
    /// The locale numbers are written in.
    public var locale: Locale = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// How the number is written (up to two fraction digits by default).
    public var numberFormatter: NumberFormatter

    public init() {
        numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .decimal
        numberFormatter.maximumFractionDigits = 2
        numberFormatter.locale = locale
    }

    /// `measurement` written with its unit in ``unitStyle``.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? String(measurement.value)
        let isTemperature = measurement.unit is UnitTemperature
        if isTemperature && unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
        let symbol = measurement.unit.symbol
        switch unitStyle {
        case .short: return isTemperature ? number + "°" : number + symbol
        case .long: return number + " " + (MeasurementUnitNames.name(of: symbol, plural: measurement.value != 1) ?? symbol)
        default: return isTemperature ? number + symbol : number + " " + symbol
        }
    }

    /// `unit` alone, in ``unitStyle``: its symbol, or its name when long.
    public func string(from unit: Unit) -> String {
        unitStyle == .long ? MeasurementUnitNames.name(of: unit.symbol, plural: true) ?? unit.symbol : unit.symbol
    }

    /// `obj` written when it is a measurement, else `nil`.
    public func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}
