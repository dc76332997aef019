import CoreLocation
import Foundation

/// Asks Apple's weather service for forecasts, as WeatherKit's `WeatherService`. There is no service here:
/// every request throws ``WeatherError/permissionDenied``, as WeatherKit does for an app it does not know.
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()

    /// A service.
    public init() {}

    /// The current weather, forecasts and alerts at `location`: throws ``WeatherError/permissionDenied``.
    public func weather(for location: CLLocation) async throws -> Weather {
        throw Self.denied("weather(for:)")
    }

    /// The data sets `dataSet` asks for at `location` (`.current`, `.hourly`, `.daily`...): throws
    /// ``WeatherError/permissionDenied``.
    public func weather<each T>(for location: CLLocation, including dataSet: repeat WeatherQuery<each T>) async throws -> (repeat each T) {
        throw Self.denied("weather(for:including:)")
    }

    /// The attribution weather views must show: Apple Weather's name and links.
    public var attribution: WeatherAttribution {
        get async throws { WeatherAttribution() }
    }

    static func denied(_ operation: String) -> WeatherError {
        WidgetLog.warning("WeatherService.\(operation): there is no WeatherKit service on this platform")
        return .permissionDenied
    }
}

/// What a WeatherKit request failed with, as `WeatherError`.
public enum WeatherError: Error, Hashable, Sendable, LocalizedError {
    case permissionDenied
    case unknown

    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "The weather service is not available."
        case .unknown: "The weather could not be loaded."
        }
    }
}

/// One data set a request asks for, as `WeatherQuery`.
public struct WeatherQuery<T>: Sendable {
    init() {}
}

extension WeatherQuery where T == CurrentWeather {
    /// The current weather.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery() }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery() }

    /// The hourly forecast between `startDate` and `endDate`.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> { WeatherQuery() }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery() }

    /// The daily forecast between `startDate` and `endDate`.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> { WeatherQuery() }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The next hour's forecast, minute by minute, where there is one.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery() }
}

extension WeatherQuery where T == [WeatherAlert]? {
    /// The weather alerts, where there are any.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery() }
}

/// The names and links a weather view must credit, as `WeatherAttribution`.
public struct WeatherAttribution: Sendable {
    /// The service's name.
    public let serviceName = "Apple Weather"
    /// The page of the data sources' legal notices.
    public let legalPageURL = URL(string: "https://weatherkit.apple.com/legal-attribution.html")!
    /// The service's mark for light backgrounds.
    public let combinedMarkLightURL = URL(string: "https://weatherkit.apple.com/assets/branding/combined-mark-light.png")!
    /// The service's mark for dark backgrounds.
    public let combinedMarkDarkURL = URL(string: "https://weatherkit.apple.com/assets/branding/combined-mark-dark.png")!
    /// The service's square mark.
    public let squareMarkURL = URL(string: "https://weatherkit.apple.com/assets/branding/square-mark.png")!
    /// The legal text to show.
    public let legalAttributionText = "Weather data is provided by Apple Weather."
}
