import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The Counter plugin (seed 003, built with the Swift SDK) through the host library and the real CLI.
///
/// Tests run on Swift concurrency's pool, so they use the `async` calls, which run the plugin
/// on its own thread (the SDK plugin waits for its async code on the calling thread).
struct CounterEndToEndTests {
    /// The Counter library `swift build` puts next to `widgethost`.
    static let library = BuiltProducts.directory.appendingPathComponent("libCounter.so")

    /// A private copy of the Counter library, loaded into a fresh host.
    func loadCounter(_ test: TestHost) throws -> LoadedPlugin {
        let copy = test.directory.path("libCounter.so")
        try FileManager.default.copyItem(at: Self.library, to: copy)
        return try test.host.load(copy.path)
    }

    func text(of payload: TimelinePayload) throws -> String {
        try WireCoding.encodeString(try #require(payload.entries.first?.view))
    }

    @Test func tappingTheButtonsChangesTheDurableNumberTheTimelineShows() async throws {
        let test = try TestHost()
        let plugin = try loadCounter(test)
        #expect(plugin.manifest.intent(id: "MyCalculateIntent")?.parameters.map(\.name) == ["value"])
        let medium = TimelineOptions(family: .systemMedium)
        let before = try await plugin.timeline(kind: "MyWidget", options: medium)
        #expect(try text(of: before).contains("结果: 0"))
        let buttons = ControlIdentifiers.controls(in: try #require(before.entries.first?.view))
        #expect(buttons.map(\.id) == ["b.2.0", "b.2.1", "b.2.2", "b.2.3"])
        #expect(buttons.map { $0.action.parameters["value"] } == [10, 20, -10, -20])
        for id in ["b.2.1", "b.2.1", "b.2.2"] {
            let invocation = try #require(buttons.first { $0.id == id }).tapInvocation(in: plugin.manifest)
            _ = try await plugin.perform(intent: invocation.intent, values: invocation.parameters)
        }
        let after = try await plugin.timeline(kind: "MyWidget", options: medium)
        #expect(try text(of: after).contains("结果: 30"))
        let now = test.clock.now().timeIntervalSince1970
        #expect(after.entries.map(\.date) == (0..<5).map { now + Double($0) * 3600 })
        #expect(after.policy == .atEnd)
    }

    @Test func theSmallWidgetsToggleRunsItsIntent() async throws {
        let test = try TestHost()
        let plugin = try loadCounter(test)
        let small = try await plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemSmall))
        let view = try #require(small.entries.first?.view)
        let toggle = try #require(ControlIdentifiers.controls(in: view).first)
        #expect(toggle.id == "t.2.0")
        #expect(toggle.kind == .toggle)
        let invocation = toggle.tapInvocation(in: plugin.manifest)
        _ = try await plugin.perform(intent: invocation.intent, values: invocation.parameters)
        let after = try await plugin.timeline(kind: "MyWidget", options: TimelineOptions(family: .systemSmall))
        #expect(try text(of: after).contains("结果: 1"))
    }

    @Test func theCLIFindsCounterNextToItselfAndKeepsTheNumberAcrossRuns() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let state = ["--state", directory.path("state").path]
        let inspect = try cli.run(["inspect", "Counter"] + state)
        #expect(inspect.status == 0, "\(inspect.standardError)")
        #expect(inspect.standardOutput.contains("  MyCalculateIntent: My Calculate Task"))
        #expect(inspect.standardOutput.contains("    families: systemSmall, systemMedium"))
        #expect(try cli.run(["perform", "Counter", "MyCalculateIntent", "--param", "value=10"] + state).standardOutput == "Done.\n")
        #expect(try cli.run(["perform", "counter", "MyCalculateIntent", "--param", "value=-20"] + state).status == 0)
        let missing = try cli.run(["perform", "Counter", "MyCalculateIntent"] + state)
        #expect(missing.status == 2)
        #expect(
            missing.errorLines == [
                "error: required parameter 'value' is missing (plugin Counter, intent MyCalculateIntent, parameter value); expected --param value=VALUE with an integer"
            ])
        #expect(try cli.run(["perform", "Counter", "MyCalculateIntent", "--param", "value=ten"] + state).status == 2)
        let timeline = try cli.run(
            ["timeline", "Counter", "MyWidget", "--family", "systemMedium", "--now", "2024-05-01T10:00:00Z"] + state)
        #expect(timeline.status == 0, "\(timeline.standardError)")
        for line in [
            "MyWidget (plugin Counter), systemMedium, timeline: 5 entries", "    text \"结果: -10\"",
            "      button b.2.0 \"加 10\" → MyCalculateIntent(value: 10)", "      button b.2.3 \"减 20\" → MyCalculateIntent(value: -20)",
            "Reload policy: at end, after 2024-05-01 14:00:00 +0000",
        ] {
            #expect(timeline.standardOutput.contains(line), "missing: \(line)")
        }
    }
}
