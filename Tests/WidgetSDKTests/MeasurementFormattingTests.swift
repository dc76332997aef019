import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// `Measurement.formatted` and `.measurement(width:usage:)`, which Foundation on Linux lacks: a measurement
/// in its own unit, with the unit's name, symbol or shortest form.
struct MeasurementFormattingTests {
    let distance = Measurement(value: 3.456, unit: UnitLength.kilometers)
    let temperature = Measurement(value: 21.5, unit: UnitTemperature.celsius)

    @Test func widthsWriteTheUnitAsNamedSymbolOrShortest() {
        #expect(distance.formatted() == "3.46 km")
        #expect(distance.formatted(.measurement(width: .wide, usage: .road)) == "3.46 kilometers")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide)) == "1 mile")
        #expect(distance.formatted(.measurement(width: .narrow)) == "3.46km")
        #expect(temperature.formatted() == "21.5°C")
        #expect(temperature.formatted(.measurement(width: .narrow, usage: .weather)) == "21.5°")
    }

    @Test func aNumberStyleAndTextTakeTheStyle() {
        let whole = Measurement<UnitTemperature>.FormatStyle(
            width: .abbreviated, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0)))
        #expect(temperature.formatted(whole) == "22°C")
        let node = ViewSerializer.node(Text(distance, format: .measurement(width: .abbreviated)), in: EnvironmentValues())
        #expect(ViewText.plainText(of: node) == "3.46 km")
    }
}
