import Foundation
import Testing
import WidgetLayout
import WidgetWire

struct StyleResolutionTests {
    @Test func semanticColorsFollowTheAppearance() {
        let light = ColorResolver(appearance: .light)
        let dark = ColorResolver(appearance: .dark)
        #expect(light.resolve(.named("primary", opacity: 1)) == .black)
        #expect(dark.resolve(.named("primary", opacity: 1)) == .white)
        #expect(light.resolve(.named("secondary", opacity: 1)).alpha == 0.6)
        #expect(light.resolve(.named("blue", opacity: 1)) == RGBAColor(bytes: 0, 122, 255))
        #expect(dark.resolve(.named("blue", opacity: 1)) == RGBAColor(bytes: 10, 132, 255))
        #expect(light.resolve(.named("red", opacity: 0.5)).alpha == 0.5)
        #expect(dark.resolve(.adaptive(light: .named("white", opacity: 1), dark: .named("black", opacity: 1))) == .black)
        #expect(light.resolve(.named("#ff8000", opacity: 1)) == RGBAColor(bytes: 255, 128, 0))
    }

    @Test func fontsResolveTextStylesWeightsAndOverrides() {
        #expect(ResolvedFont.resolve(nil, style: nil) == ResolvedFont(size: 17))
        #expect(ResolvedFont.resolve(NodeFont(style: "headline"), style: nil) == ResolvedFont(size: 17, weight: 600))
        #expect(ResolvedFont.resolve(NodeFont(style: "caption"), style: TextStyleSpec(weight: "bold", italic: true)).weight == 700)
        #expect(ResolvedFont.resolve(NodeFont(size: 28, design: "monospaced"), style: nil).design == .monospaced)
    }

    @Test func datesFormatForEveryStyle() {
        let now = Date(timeIntervalSince1970: 1_795_977_000)  // 2026-11-29 18:30:00 UTC
        let formatter = DateTextFormatter(now: now, timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatter.string(for: now, style: .time) == "18:30")
        #expect(formatter.string(for: now, style: .date) == "November 29, 2026")
        #expect(formatter.string(for: now.addingTimeInterval(-300), style: .relative) == "5 min")
        #expect(formatter.string(for: now.addingTimeInterval(7200 + 23 * 60 + 5), style: .relative) == "2 hr, 23 min")
        #expect(formatter.string(for: now.addingTimeInterval(-312), style: .relative) == "5 min, 12 sec")
        #expect(formatter.string(for: now.addingTimeInterval(86_400 * 3 + 7200), style: .relative) == "3 days, 2 hr")
        #expect(formatter.string(for: now.addingTimeInterval(0.4), style: .relative) == "0 sec")
        #expect(formatter.string(for: now.addingTimeInterval(300), style: .offset) == "+5 min")
        #expect(formatter.string(for: now.addingTimeInterval(299), style: .timer) == "4:59")
        let start = now.timeIntervalSince1970 - 1
        #expect(formatter.string(for: .timer(start: start, end: start + 300, countsDown: true)) == "4:59")
        #expect(formatter.string(for: .timer(start: start, end: start + 300, countsDown: false)) == "0:01")
        #expect(formatter.string(for: .timer(start: start, end: start + 7200, countsDown: true)) == "1:59:59")
        #expect(formatter.string(for: .timer(start: start, end: start + 7200, countsDown: true, showsHours: false)) == "119:59")
        let tokyo = DateTextFormatter(now: now, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.string(for: now, style: .time) == "3:30")
    }

    /// A timeline can carry any date: one 10²⁹ seconds away trapped converting to `Int` (found by
    /// the view-tree-layout fuzzer).
    @Test(arguments: [-9.2e28, 9.2e28, 1e300, -1e300, 0])
    func datesAnyDistanceAwayFormatForEveryStyle(seconds: Double) {
        let formatter = DateTextFormatter(now: Date(timeIntervalSince1970: seconds), timeZone: TimeZone(identifier: "UTC")!)
        let date = Date(timeIntervalSince1970: 1_796_139_988.5)
        for style in [DateTextStyle.time, .date, .relative, .offset, .timer] {
            #expect(!formatter.string(for: date, style: style).isEmpty, "\(style)")
        }
        #expect(!formatter.string(for: .timer(start: -seconds, end: seconds, countsDown: true)).isEmpty)
    }

    @Test func eastAsianCharactersTakeTwoCells() {
        #expect(UnicodeWidth.cells(of: "加 10") == 5)
        #expect(UnicodeWidth.cells(of: "结果: 30") == 8)
        #expect(UnicodeWidth.cells(of: "abc") == 3)
    }
}
