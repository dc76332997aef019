import Foundation
import Testing
import WidgetSDK

/// `RelativeDateTimeFormatter`, which Foundation on Linux lacks, as Foundation writes dates in English.
struct RelativeDateTimeFormatterTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func text(_ seconds: TimeInterval, _ configure: (RelativeDateTimeFormatter) -> Void = { _ in }) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.calendar.timeZone = TimeZone(identifier: "UTC")!
        configure(formatter)
        return formatter.localizedString(for: now.addingTimeInterval(seconds), relativeTo: now)
    }

    @Test func numericFullUnitsCountTheLargestUnit() {
        #expect(text(-7_200) == "2 hours ago")
        #expect(text(300) == "in 5 minutes")
        #expect(text(0) == "in 0 seconds")
        #expect(text(86_400) == "in 1 day")
        #expect(text(864_000) == "in 1 week")
        #expect(text(-34_560_000) == "1 year ago")
    }

    @Test func stylesChangeTheWords() {
        #expect(text(-300) { $0.unitsStyle = .short } == "5 min. ago")
        #expect(text(7_200) { $0.unitsStyle = .abbreviated } == "in 2h")
        #expect(text(-10_800) { $0.unitsStyle = .spellOut } == "three hours ago")
        #expect(text(-86_400) { $0.dateTimeStyle = .named } == "yesterday")
        #expect(text(0) { $0.dateTimeStyle = .named } == "now")
        #expect(text(-10_800) { $0.dateTimeStyle = .named } == "3 hours ago")
    }

    @Test func componentsAndIntervalsToo() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.localizedString(from: DateComponents(day: -3)) == "3 days ago")
        #expect(formatter.localizedString(fromTimeInterval: 7_230) == "in 2 hours")
        #expect(formatter.string(for: "not a date") == nil)
        #expect(String(localized: "Water", comment: "The widget's title") == "Water")
        #expect(LocalizedStringResource("key", defaultValue: "Text", table: "Widgets").defaultValue == "Text")
    }
}
