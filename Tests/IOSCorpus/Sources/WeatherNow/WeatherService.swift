// swift-format-ignore-file
//
//  WeatherService.swift
//  WeatherNow
//
//  Shared with the app, which observes the same model in its views.
//

import Foundation
import CoreLocation
import Observation
import os.log

struct CurrentWeather: Codable {
    let temperature: Double
    let windspeed: Double
    let weathercode: Int
}

private struct ForecastResponse: Codable {
    let currentWeather: CurrentWeather
}

struct WeatherSnapshot {
    var city: String
    var temperature: Double
    var condition: WeatherCondition
    var isPlaceholder: Bool

    static func placeholder(for city: String) -> WeatherSnapshot {
        WeatherSnapshot(city: city, temperature: 21, condition: .partlyCloudy, isPlaceholder: true)
    }
}

enum WeatherCondition {
    case clear, partlyCloudy, fog, rain, snow, thunderstorm

    init(code: Int) {
        switch code {
        case 0: self = .clear
        case 1...3: self = .partlyCloudy
        case 45, 48: self = .fog
        case 71...77, 85, 86: self = .snow
        case 95...99: self = .thunderstorm
        default: self = .rain
        }
    }

    var symbolName: String {
        switch self {
        case .clear: return "sun.max.fill"
        case .partlyCloudy: return "cloud.sun.fill"
        case .fog: return "cloud.fog.fill"
        case .rain: return "cloud.rain.fill"
        case .snow: return "snowflake"
        case .thunderstorm: return "cloud.bolt.rain.fill"
        }
    }

    var description: String {
        switch self {
        case .clear: return "Clear"
        case .partlyCloudy: return "Partly Cloudy"
        case .fog: return "Fog"
        case .rain: return "Rain"
        case .snow: return "Snow"
        case .thunderstorm: return "Thunderstorm"
        }
    }
}

@Observable
final class WeatherService {
    private(set) var snapshot: WeatherSnapshot?
    private(set) var lastError: Error?

    private let log = OSLog(subsystem: "com.example.weathernow", category: "network")

    func refresh(city: String, coordinate: CLLocationCoordinate2D) async {
        var components = URLComponents(string: "https://api.open-meteo.com/v1/forecast")!
        components.queryItems = [
            URLQueryItem(name: "latitude", value: String(coordinate.latitude)),
            URLQueryItem(name: "longitude", value: String(coordinate.longitude)),
            URLQueryItem(name: "current_weather", value: "true"),
        ]
        do {
            let (data, response) = try await URLSession.shared.data(from: components.url!)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw URLError(.badServerResponse)
            }
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let current = try decoder.decode(ForecastResponse.self, from: data).currentWeather
            snapshot = WeatherSnapshot(city: city, temperature: current.temperature,
                                       condition: WeatherCondition(code: current.weathercode), isPlaceholder: false)
        } catch {
            os_log("Weather request failed: %{public}@", log: log, type: .error, error.localizedDescription)
            lastError = error
            snapshot = nil
        }
    }
}
