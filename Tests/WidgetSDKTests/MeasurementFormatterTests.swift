import Foundation
import Testing

@testable import WidgetSDK

/// `MeasurementFormatter`, which swift-corelibs-foundation marks unavailable, writes a measurement in its
/// own unit with the style and number format asked for.
struct MeasurementFormatterTests {
    private func formatter(_ style: Formatter.UnitStyle = .medium, digits: Int = 2) -> WidgetSDK.MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitStyle = style
        formatter.numberFormatter.maximumFractionDigits = digits
        return formatter
    }

    @Test func stylesWriteTheSymbolOrTheName() {
        let distance = Measurement(value: 5.25, unit: UnitLength.kilometers)
        #expect(formatter().string(from: distance) == "5.25 km")
        #expect(formatter(.short).string(from: distance) == "5.25km")
        #expect(formatter(.long, digits: 1).string(from: Measurement(value: 5.26, unit: UnitLength.kilometers)) == "5.3 kilometers")
        #expect(formatter(.long).string(from: Measurement(value: 1, unit: UnitLength.miles)) == "1 mile")
        #expect(formatter(.long).string(from: UnitLength.feet) == "feet")
        #expect(formatter().string(from: UnitLength.feet) == "ft")
    }

    @Test func temperaturesKeepTheirDegreeSign() {
        let temperature = Measurement(value: 21.6, unit: UnitTemperature.celsius)
        #expect(formatter(digits: 0).string(from: temperature) == "22°C")
        #expect(formatter(.short, digits: 0).string(from: temperature) == "22°")
        let bare = formatter(digits: 0)
        bare.unitOptions = .temperatureWithoutUnit
        #expect(bare.string(from: temperature) == "22°")
        #expect(bare.string(for: 3) == nil)
    }
}
