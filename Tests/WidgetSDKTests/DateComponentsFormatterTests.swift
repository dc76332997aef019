import Foundation
import Testing

@testable import WidgetSDK

/// `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable, writes durations as
/// Apple's does in English.
struct DateComponentsFormatterTests {
    private func formatter(
        _ units: NSCalendar.Unit, _ style: WidgetSDK.DateComponentsFormatter.UnitsStyle,
        configure: (WidgetSDK.DateComponentsFormatter) -> Void = { _ in }
    ) -> WidgetSDK.DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = units
        formatter.unitsStyle = style
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.referenceDate = Date(timeIntervalSince1970: 1_700_000_000)
        configure(formatter)
        return formatter
    }

    @Test func positionalTextKeepsMinutesAndSecondsAndPadsAllButTheFirst() {
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 3_725) == "1:02:05")
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 65) == "1:05")
        #expect(formatter([.minute, .second], .positional).string(from: 5) == "0:05")
        #expect(formatter([.hour, .minute, .second], .positional).string(from: 3_600) == "1:00:00")
        #expect(formatter([.hour, .minute, .second], .positional) { $0.zeroFormattingBehavior = .pad }.string(from: 65) == "00:01:05")
        #expect(formatter([.hour, .minute, .second], .positional).string(from: -65) == "-1:05")
    }

    @Test func wordStylesDropZeroUnits() {
        #expect(formatter([.hour, .minute], .abbreviated).string(from: 8_100) == "2h 15m")
        #expect(formatter([.hour, .minute], .short).string(from: 8_100) == "2 hr, 15 min")
        #expect(formatter([.hour, .minute], .brief).string(from: 3_900) == "1hr 5min")
        #expect(formatter([.day, .hour], .full).string(from: 90_000) == "1 day, 1 hour")
        #expect(formatter([.hour, .minute], .full).string(from: 3_600) == "1 hour")
        #expect(formatter([.minute], .spellOut).string(from: 120) == "two minutes")
        #expect(formatter([.hour, .minute], .full).string(from: 0) == "0 minutes")
        #expect(
            formatter([.hour, .minute, .second], .abbreviated) { $0.zeroFormattingBehavior = .dropLeading }.string(from: 3_605)
                == "1h 0m 5s")
    }

    @Test func phrasesAndTheUnitCountLimit() {
        #expect(formatter([.day, .hour, .minute], .full) { $0.maximumUnitCount = 1 }.string(from: 93_780) == "1 day")
        let about = formatter([.hour], .full) {
            $0.includesApproximationPhrase = true
            $0.includesTimeRemainingPhrase = true
        }
        #expect(about.string(from: 7_200) == "About 2 hours remaining")
        #expect(formatter([.hour, .minute], .abbreviated).string(for: 600) == "10m")
        #expect(formatter([.hour, .minute], .abbreviated).string(for: "x") == nil)
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 3), unitsStyle: .short) == "3 hr")
    }
}
