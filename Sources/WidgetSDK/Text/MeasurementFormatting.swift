import Foundation

/// What a measurement is for (`.road`, `.weather`), with which Apple's platforms pick the unit people use
/// where they live. WidgetHost writes a measurement in the unit it was made in, whatever the usage.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The usage's name.
    public let name: String

    /// The unit people use for most things.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement was made in.
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on roads.
    public static var road: Self { Self(name: "road") }
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// Lengths about a person.
    public static var person: Self { Self(name: "person") }
    /// Rain.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Snow.
    public static var snowfall: Self { Self(name: "snowfall") }
    /// How far one can see.
    public static var visibility: Self { Self(name: "visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Weather temperatures.
    public static var weather: Self { Self(name: "weather") }
    /// Body temperatures.
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy.
    public static var food: Self { Self(name: "food") }
    /// Energy burned in a workout.
    public static var workout: Self { Self(name: "workout") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speeds.
    public static var wind: Self { Self(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written (`3 km`, `3 kilometers`, `3km`), which swift-corelibs-foundation lacks.
    ///
    /// ```swift
    /// Text(entry.distance, format: .measurement(width: .abbreviated, usage: .road))  // "3.4 km"
    /// ```
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit's name is written.
        public enum UnitWidth: Codable, Hashable, Sendable {
            /// The whole name: `3 kilometers`.
            case wide
            /// The symbol: `3 km`.
            case abbreviated
            /// The symbol, as close as it goes: `3km`, `22°`.
            case narrow
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style of `width`; `usage` is recorded (the measurement keeps its own unit).
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// `measurement` written in its own unit.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...2))).locale(locale).format(measurement.value)
            let unit = measurement.unit
            switch width {
            case .wide:
                return "\(number) \(MeasurementUnitNames.name(of: unit.symbol, plural: measurement.value != 1) ?? unit.symbol)"
            case .abbreviated:
                return unit is UnitTemperature ? number + unit.symbol : "\(number) \(unit.symbol)"
            case .narrow:
                return unit is UnitTemperature ? number + "°" : number + unit.symbol
            }
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// The measurement written with its unit's symbol (`3.4 km`).
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement written as `style` writes it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }
}

extension FormatStyle {
    /// Writes a measurement in its own unit, with the unit's name (`.wide`), symbol (`.abbreviated`) or
    /// shortest form (`.narrow`).
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// The English names of common units, by symbol.
enum MeasurementUnitNames {
    static let names: [String: (String, String)] = [
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"),
        "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"),
        "yd": ("yard", "yards"), "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "K": ("kelvin", "kelvins"), "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "kg": ("kilogram", "kilograms"),
        "g": ("gram", "grams"), "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "kCal": ("kilocalorie", "kilocalories"),
        "kcal": ("kilocalorie", "kilocalories"), "cal": ("calorie", "calories"), "kJ": ("kilojoule", "kilojoules"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"), "hr": ("hour", "hours"), "min": ("minute", "minutes"),
        "s": ("second", "seconds"), "%": ("percent", "percent"), "hPa": ("hectopascal", "hectopascals"),
        "kWh": ("kilowatt-hour", "kilowatt-hours"), "W": ("watt", "watts"),
    ]

    /// The name of the unit of `symbol`, singular or plural, if known.
    static func name(of symbol: String, plural: Bool) -> String? {
        names[symbol].map { plural ? $0.1 : $0.0 }
    }
}
