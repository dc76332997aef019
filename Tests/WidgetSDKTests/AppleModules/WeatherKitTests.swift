import CoreLocation
import Foundation
import Testing
import WeatherKit

/// `import WeatherKit` builds as weather widgets write it; there is no WeatherKit service here, so requests
/// throw and widgets draw their failed-request state.
struct WeatherKitTests {
    let berlin = CLLocation(latitude: 52.52, longitude: 13.405)

    @Test func requestsThrowPermissionDenied() async throws {
        await #expect(throws: WeatherError.permissionDenied) { _ = try await WeatherService.shared.weather(for: berlin) }
        await #expect(throws: WeatherError.self) {
            let (current, hourly, daily) = try await WeatherService.shared.weather(for: berlin, including: .current, .hourly, .daily)
            _ = (current.temperature, hourly.forecast.first?.symbolName, daily.first?.highTemperature)
        }
        #expect(WeatherError.permissionDenied.localizedDescription == "The weather service is not available.")
        #expect(try await WeatherService.shared.attribution.serviceName == "Apple Weather")
    }

    @Test func conditionsAndDirectionsReadAsWords() {
        #expect(WeatherCondition.mostlyCloudy.description == "Mostly Cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
        #expect(CompassDirection.northNortheast.abbreviation == "NNE" && CompassDirection.west.abbreviation == "W")
        #expect(MoonPhase.waxingCrescent.symbolName == "moonphase.waxing.crescent")
    }
}
