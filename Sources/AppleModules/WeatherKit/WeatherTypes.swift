import Foundation

/// The weather at a place: now, by the hour and by the day, as WeatherKit's `Weather` (never made here:
/// requests throw).
public struct Weather: Sendable {
    /// The weather now.
    public let currentWeather: CurrentWeather
    /// The forecast by the hour.
    public let hourlyForecast: Forecast<HourWeather>
    /// The forecast by the day.
    public let dailyForecast: Forecast<DayWeather>
    /// The next hour's forecast, minute by minute, where there is one.
    public let minuteForecast: Forecast<MinuteWeather>?
    /// The weather alerts, where there are any.
    public let weatherAlerts: [WeatherAlert]?
}

/// Forecasts in time order, as `Forecast`: a collection of its elements.
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The forecasts.
    public let forecast: [Element]

    /// The first forecast's position.
    public var startIndex: Int { forecast.startIndex }
    /// The position after the last forecast.
    public var endIndex: Int { forecast.endIndex }
    /// The forecast at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The weather now, as `CurrentWeather`.
public struct CurrentWeather: Sendable {
    /// When it applies.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// The temperature it feels like.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public let dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0…1.
    public let humidity: Double
    /// The sky covered by clouds, 0…1.
    public let cloudCover: Double
    /// The air pressure.
    public let pressure: Measurement<UnitPressure>
    /// Whether the pressure rises, falls or holds.
    public let pressureTrend: PressureTrend
    /// The UV index.
    public let uvIndex: UVIndex
    /// How far one can see.
    public let visibility: Measurement<UnitLength>
    /// The wind.
    public let wind: Wind
    /// Whether the sun is up.
    public let isDaylight: Bool
}

/// The weather of one hour, as `HourWeather`.
public struct HourWeather: Sendable {
    /// When it applies.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The temperature.
    public let temperature: Measurement<UnitTemperature>
    /// The temperature it feels like.
    public let apparentTemperature: Measurement<UnitTemperature>
    /// The relative humidity, 0…1.
    public let humidity: Double
    /// The kind of precipitation.
    public let precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public let precipitationChance: Double
    /// The amount of precipitation.
    public let precipitationAmount: Measurement<UnitLength>
    /// The UV index.
    public let uvIndex: UVIndex
    /// The wind.
    public let wind: Wind
    /// Whether the sun is up.
    public let isDaylight: Bool
}

/// The weather of one day, as `DayWeather`.
public struct DayWeather: Sendable {
    /// When it applies.
    public let date: Date
    /// The condition.
    public let condition: WeatherCondition
    /// The SF Symbol of the condition.
    public let symbolName: String
    /// The day's highest temperature.
    public let highTemperature: Measurement<UnitTemperature>
    /// The day's lowest temperature.
    public let lowTemperature: Measurement<UnitTemperature>
    /// The kind of precipitation.
    public let precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public let precipitationChance: Double
    /// The amount of precipitation.
    public let precipitationAmount: Measurement<UnitLength>
    /// The UV index.
    public let uvIndex: UVIndex
    /// The wind.
    public let wind: Wind
    /// Sunrise and sunset.
    public let sun: SunEvents
    /// The moon's phase, rise and set.
    public let moon: MoonEvents
}

/// The weather of one minute, as `MinuteWeather`.
public struct MinuteWeather: Sendable {
    /// When it applies.
    public let date: Date
    /// The kind of precipitation.
    public let precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public let precipitationChance: Double
    /// How hard it rains or snows.
    public let precipitationIntensity: Measurement<UnitSpeed>
}

/// A weather alert, as `WeatherAlert`.
public struct WeatherAlert: Sendable {
    /// What the alert is about.
    public let summary: String
    /// Where it applies.
    public let region: String?
    /// How severe it is.
    public let severity: WeatherSeverity
    /// Who issued it.
    public let source: String
    /// Where to read it in full.
    public let detailsURL: URL
}

/// How severe an alert is, as `WeatherSeverity`.
public enum WeatherSeverity: String, Sendable {
    case minor, moderate, severe, extreme, unknown
}

/// The wind, as `Wind`.
public struct Wind: Sendable {
    /// The wind's speed.
    public let speed: Measurement<UnitSpeed>
    /// The gusts' speed.
    public let gust: Measurement<UnitSpeed>?
    /// Where the wind comes from.
    public let direction: Measurement<UnitAngle>
    /// Where the wind comes from, on the compass.
    public let compassDirection: CompassDirection
}

/// A compass direction, as `Wind.CompassDirection`.
public enum CompassDirection: String, CaseIterable, Sendable {
    case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast
    case south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest

    /// The direction's abbreviation (`NNE`).
    public var abbreviation: String {
        ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"][
            Self.allCases.firstIndex(of: self)!]
    }
}

/// The UV index and its category, as `UVIndex`.
public struct UVIndex: Sendable {
    /// The index.
    public let value: Int
    /// The exposure category.
    public let category: ExposureCategory

    /// The exposure categories.
    public enum ExposureCategory: String, Sendable {
        case low, moderate, high, veryHigh, extreme
    }
}

/// Rain, snow, hail, mixed or none, as `Precipitation`.
public enum Precipitation: String, Sendable {
    case none, hail, mixed, rain, sleet, snow
}

/// Whether the pressure rises, falls or holds, as `PressureTrend`.
public enum PressureTrend: String, Sendable {
    case rising, falling, steady
}

/// Sunrise, sunset and twilights, as `SunEvents`.
public struct SunEvents: Sendable {
    /// Sunrise.
    public let sunrise: Date?
    /// Sunset.
    public let sunset: Date?
    /// Solar noon.
    public let solarNoon: Date?
    /// Civil dawn.
    public let civilDawn: Date?
    /// Civil dusk.
    public let civilDusk: Date?
}

/// Moonrise, moonset and the phase, as `MoonEvents`.
public struct MoonEvents: Sendable {
    /// The moon's phase.
    public let phase: MoonPhase
    /// Moonrise.
    public let moonrise: Date?
    /// Moonset.
    public let moonset: Date?
}

/// The moon's phase, as `MoonPhase`.
public enum MoonPhase: String, Sendable {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    /// The SF Symbol of the phase.
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }
}

/// A weather condition, as `WeatherCondition`.
public enum WeatherCondition: String, CaseIterable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle
    case freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms
    case mostlyClear, mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow
    case strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition in words ("Mostly Cloudy").
    public var description: String {
        rawValue.reduce(into: "") { words, character in
            if character.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
    }

    /// The condition in words, for accessibility.
    public var accessibilityDescription: String { description }
}
