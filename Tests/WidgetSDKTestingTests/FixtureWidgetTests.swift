import Foundation
import Testing
import WidgetSDK
import WidgetSDKTesting

/// The testing product against the test target's own widget (an `AppIntentTimelineProvider`,
/// results with values and dialogs, a `SetValueIntent` toggle, an App Group suite).
@Suite struct FixtureWidgetTests {
    @Test func contextsTakeApplesSizesUnlessGivenOne() {
        #expect(TimelineProviderContext.testContext(family: .systemMedium).displaySize == CGSize(width: 364, height: 170))
        let custom = TimelineProviderContext.testContext(
            family: .accessoryInline, displaySize: CGSize(width: 100, height: 20), isPreview: true)
        #expect(custom.family == .accessoryInline)
        #expect(custom.displaySize == CGSize(width: 100, height: 20))
        #expect(custom.isPreview)
    }

    @Test func timelineOfAConfiguredWidget() async throws {
        let environment = try WidgetTestEnvironment()
        let configuration = GreetingConfiguration()
        configuration.name = "Ada"
        let timeline = try await environment.run {
            try await WidgetUnderTest(GreetingWidget()).timeline(for: configuration, in: .testContext(family: .systemMedium))
        }
        let start = WidgetTestEnvironment.defaultStart
        #expect(timeline.entries.map(\.date) == [start, start.addingTimeInterval(60)])
        #expect(timeline.policy == .after(start.addingTimeInterval(3600)))
        #expect(timeline.entries[0].view.contains(text: "Hello, Ada!"))
        #expect(timeline.entries[0].view.views(modifiedBy: "opacity").map(\.texts) == [["Total 0"]])
        #expect(timeline.entries[0].view.views(modifiedBy: "opacity").first?.modifiers == [".opacity(0.5)"])
        let typed = await environment.run {
            await GreetingProvider().timeline(for: configuration, in: .testContext(family: .systemMedium))
        }
        #expect(typed.entries.map(\.name) == ["Ada", "Ada"])
    }

    @Test func snapshotsUseTheIntentsDefaultsAndThePreviewFlag() async throws {
        let environment = try WidgetTestEnvironment()
        let widget = try WidgetUnderTest(GreetingWidget())
        let entry = try await environment.run { try await widget.snapshot(in: .testContext(isPreview: true)) }
        #expect(entry.view.texts == ["Hello, World!", "Total 0", "Preview", "Add 2", "Away"])
        await #expect(throws: WidgetTestError.self) {
            try await environment.run { try await widget.snapshot(for: FixtureConfiguration()) }
        }
    }

    @Test func intentsReturnTheirValueDialogAndReloads() async throws {
        let environment = try WidgetTestEnvironment()
        let outcome = try await environment.run { try await performIntent(AddToTotalIntent(amount: 3)) }
        #expect(outcome.value(as: Int.self) == 3)
        #expect(outcome.dialog == "Total 3")
        #expect(environment.reloadRequests == ["Greeting"])
        let tapped = try await environment.run {
            try await WidgetUnderTest(GreetingWidget()).placeholder().view.button(labeled: "Add 2").tap()
        }
        #expect(tapped.value(as: Int.self) == 5)
    }

    @Test func appGroupDefaultsAreResetAndKeptApart() async throws {
        let environment = try WidgetTestEnvironment()
        let other = try WidgetTestEnvironment()
        _ = try await environment.run { try await performIntent(AddToTotalIntent(amount: 4)) }
        let suite = "group.widgetsdktesting.fixture"
        #expect(await environment.run { UserDefaults(suiteName: suite)?.integer(forKey: "total") } == 4)
        #expect(await other.run { UserDefaults(suiteName: suite)?.integer(forKey: "total") } == 0)
        try environment.reset()
        #expect(await environment.run { UserDefaults(suiteName: suite)?.integer(forKey: "total") } == 0)
        #expect(environment.reloadRequests.isEmpty)
    }

    @Test func aToggleSetsItsNewStateOnASetValueIntent() async throws {
        let environment = try WidgetTestEnvironment()
        let widget = try WidgetUnderTest(GreetingWidget())
        try await environment.run {
            let toggle = try widget.placeholder().view.toggle(labeled: "Away")
            #expect(toggle.isOn == false)
            _ = try await toggle.tap()
            #expect(HostDefaults.standard.bool(forKey: "away"))
            #expect(try await widget.snapshot().view.toggle(labeled: "Away").isOn == true)
        }
    }

    @Test func snapshotsRecordWhenMissingAndReportTheFirstDifference() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("WidgetSDKTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let testFile = directory.appendingPathComponent("SomeTests.swift").path
        let tree = ViewTree(GreetingView(entry: GreetingEntry(date: .now, name: "Ada", total: 1, away: false, isPreview: false)))
        let file = directory.appendingPathComponent("__Snapshots__/SomeTests/ada.txt").path
        #expect(throws: TextSnapshotError.recorded(path: file)) {
            try TextSnapshot.expect(tree, named: "ada", filePath: testFile)
        }
        try TextSnapshot.expect(tree, named: "ada", filePath: testFile)
        let changed = ViewTree(GreetingView(entry: GreetingEntry(date: .now, name: "Bo", total: 1, away: false, isPreview: false)))
        #expect(
            throws: TextSnapshotError.differs(
                path: file, line: 2, expected: "  text \"Hello, Ada!\" .font(headline)", actual: "  text \"Hello, Bo!\" .font(headline)")
        ) {
            try TextSnapshot.expect(changed, named: "ada", filePath: testFile)
        }
    }
}

/// A configuration of another widget, to show a mismatched configuration is refused.
struct FixtureConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Other"

    init() {}
}
