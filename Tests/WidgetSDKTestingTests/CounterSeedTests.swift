import Foundation
import Testing
import WidgetSDK
import WidgetSDKTesting

@testable import CounterSeed

/// The testing product against the Counter seed (a completion-handler `TimelineProvider`,
/// `HostDefaults`, buttons and a toggle), through its public API only.
@Suite struct CounterSeedTests {
    let start = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01 00:00:00 UTC

    @Test func timelineIsHourlyFromTheTestClock() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let timeline = try await environment.run {
            try await WidgetUnderTest(bundle: CounterWidgets()).timeline(in: .testContext(family: .systemMedium))
        }
        #expect(timeline.entries.map(\.date) == (0..<5).map { start.addingTimeInterval(Double($0) * 3600) })
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries[0].view.texts == ["Time:", "结果: 0", "加 10", "加 20", "减 10", "减 20", "中号组件类型"])
    }

    @Test func providerFormsAnswerWithTheirEntries() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        await environment.run {
            let context = TimelineProviderContext.testContext(family: .systemSmall)
            #expect(await Provider().snapshot(in: context).date == start)
            environment.clock.advance(by: 90)
            let timeline = await Provider().timeline(in: context)
            #expect(timeline.entries.count == 5)
            #expect(timeline.entries.first?.date == start.addingTimeInterval(90))
            #expect(Provider().placeholder(in: context).date == start.addingTimeInterval(90))
        }
    }

    @Test func tappingAButtonPerformsItsIntentInTheTestsStore() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let widget = try WidgetUnderTest(bundle: CounterWidgets(), kind: "MyWidget")
        try await environment.run {
            let entry = try await widget.snapshot(in: .testContext(family: .systemMedium))
            let button = try entry.view.button(labeled: "加 10")
            #expect(button.runs(MyCalculateIntent.self))
            #expect(button.parameters == ["value": "10"])
            #expect(entry.view.controls(running: MyCalculateIntent.self).count == 4)
            _ = try await button.tap()
            _ = try await performIntent(MyCalculateIntent(value: 20))
            #expect(try await widget.snapshot(in: .testContext(family: .systemMedium)).view.contains(text: "结果: 30"))
        }
        #expect(environment.storedKeys == ["standard/number"])
    }

    @Test func theToggleShowsTheStateItsIntentChanges() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let widget = try WidgetUnderTest(bundle: CounterWidgets())
        try await environment.run {
            let toggle = try widget.placeholder(in: .testContext(family: .systemSmall)).view.toggle(labeled: "状态发生改变加1")
            #expect(toggle.isOn == false)
            _ = try await toggle.tap()
            let after = try widget.placeholder(in: .testContext(family: .systemSmall)).view
            #expect(try after.toggle(labeled: "状态发生改变加1").isOn == true)
            #expect(after.views(modifiedBy: "padding").first?.controls.map(\.kind) == [.toggle])
            #expect(after.views(modifiedBy: "containerBackground").count == 1)
        }
    }

    @Test func environmentsDoNotShareTheirStores() async throws {
        let first = try WidgetTestEnvironment(now: start)
        let second = try WidgetTestEnvironment(now: start)
        try await first.run { _ = try await performIntent(MyCalculateIntent(value: 7)) }
        let seen = await second.run { NumberManager.number }
        #expect(seen == 0)
        #expect(await first.run { NumberManager.number } == 7)
        try first.reset()
        #expect(await first.run { NumberManager.number } == 0)
        #expect(first.storedKeys.isEmpty)
    }

    @Test func theEntrysTextFormMatchesItsSnapshot() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let entry = try await environment.run {
            try await WidgetUnderTest(bundle: CounterWidgets()).snapshot(in: .testContext(family: .systemSmall))
        }
        try TextSnapshot.expect(entry, named: "counter-small")
    }

    @Test func wrongExpectationsFail() async throws {
        let environment = try WidgetTestEnvironment(now: start)
        let widget = try WidgetUnderTest(bundle: CounterWidgets())
        let entry = try await environment.run { try await widget.snapshot(in: .testContext(family: .systemMedium)) }
        withKnownIssue("a text the view does not show") {
            #expect(entry.view.contains(text: "结果: 1"))
        }
        #expect(
            throws: WidgetTestError("no button labeled \"加 30\"; the view's buttons are labeled \"加 10\", \"加 20\", \"减 10\", \"减 20\"")
        ) {
            try entry.view.button(labeled: "加 30")
        }
        #expect(throws: WidgetTestError("widget 'MyWidget' does not support systemLarge; it supports systemSmall, systemMedium")) {
            try widget.placeholder(in: .testContext(family: .systemLarge))
        }
    }
}
