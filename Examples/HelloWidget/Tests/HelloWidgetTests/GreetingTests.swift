import Foundation
import Testing
import WidgetSDK
import WidgetSDKTesting

@testable import HelloWidget

/// The widget's timeline and its button, run with no host process: each test has its own clock and store.
struct GreetingTests {
    let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00:00 UTC

    @Test func timelineGreetsTheConfiguredNameEveryHour() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let configuration = ConfigureGreeting()
        configuration.name = "Ada"
        let timeline = try await environment.run {
            try await WidgetUnderTest(GreetingWidget()).timeline(for: configuration, in: .testContext(family: .systemSmall))
        }
        #expect(timeline.entries.map(\.date) == [start, start.addingTimeInterval(3600), start.addingTimeInterval(7200)])
        #expect(timeline.policy == .after(start.addingTimeInterval(3 * 3600)))
        #expect(timeline.entries[0].view.contains(text: "Hello, Ada!"))
    }

    @Test func theWaveButtonCountsWaves() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let widget = try WidgetUnderTest(GreetingWidget())
        try await environment.run {
            let wave = try widget.placeholder().view.button(labeled: "Wave")
            #expect(wave.runs(WaveIntent.self))
            _ = try await wave.tap()
            _ = try await performIntent(WaveIntent())
            #expect(try await widget.snapshot().view.contains(text: "Waves: 2"))
        }
    }
}
