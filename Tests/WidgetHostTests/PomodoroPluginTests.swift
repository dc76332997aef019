import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// The plain-C Pomodoro plugin (`Plugins/Pomodoro`) through the real `widgethost` binary: its
/// natural-signature handlers, its entity query, its timeline, and that bad values never reach it.
struct PomodoroPluginTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path] }

    /// 2024-05-01T10:00:00Z plus `minutes`, as `--now` takes it.
    static func at(minutes: Int) -> String {
        let date = Date(timeIntervalSince1970: start + Double(minutes) * 60)
        return ISO8601DateFormatter().string(from: date)
    }

    static let start = 1_714_557_600.0  // 2024-05-01T10:00:00Z

    /// Runs `widgethost` with the test's state directory and expects it to succeed.
    @discardableResult
    func succeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Subprocess.Result {
        let result = try cli.run(arguments + state)
        #expect(result.status == 0, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
        return result
    }

    /// The Focus widget's timeline at `minutes` past the start, decoded.
    func timeline(at minutes: Int, _ extra: [String] = []) throws -> TimelinePayload {
        let result = try succeed(["timeline", "Pomodoro", "Focus", "--json", "--now", Self.at(minutes: minutes)] + extra)
        return try WireCoding.decode(TimelinePayload.self, from: result.standardOutput)
    }

    func json(_ node: ViewNode) throws -> String { try WireCoding.encodeString(node) }

    @Test func inspectShowsTheNaturalCSignatures() throws {
        let text = try succeed(["inspect", "Pomodoro"]).standardOutput
        for line in [
            "Pomodoro 1.0.0 (dev.widgethost.pomodoro)", "  SDK:   C", "  Focus: Focus Timer", "    configuration: ConfigureFocus",
            "    perform: status pomodoro_start(string project, int64 minutes, double <now>, buffer <result>, buffer <error>)",
            "    perform: int32 pomodoro_extend(int64 minutes, double <now>)",
            "    perform: double pomodoro_stop(bool completed, double <now>)",
            "      length:       enum SessionLength, required, default \"classic\" — \"Session Length\"",
            "      dailyGoal:    double, required, default 2, bounds 0.5…12 — \"Daily Goal (hours)\"",
            "    queries: entities(for:) --ids, suggestedEntities() --suggested, entities(matching:) --matching",
            "    long:    Long — 50 minutes",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
    }

    @Test func theProjectQueryAnswersForIdsSuggestionsAndSearchText() throws {
        let suggested = try succeed(["query", "Pomodoro", "Project", "--suggested", "--json"])
        let all = try WireCoding.decode([EntityRecord].self, from: suggested.standardOutput)
        #expect(all.map(\.id) == ["writing", "reading", "planning", "inbox", "practice"])
        #expect(all.first == EntityRecord(id: "writing", title: "Writing", subtitle: "Drafts, notes and letters", symbol: "pencil"))
        let matching = try succeed(["query", "Pomodoro", "Project", "--matching", "BOOK"])
        #expect(matching.standardOutput == "reading  Reading — Books and papers [book]\n")
        let byID = try succeed(["query", "Pomodoro", "Project", "--ids", "inbox,nope,writing", "--json"])
        #expect(try WireCoding.decode([EntityRecord].self, from: byID.standardOutput).map(\.id) == ["writing", "inbox"])
        #expect(try succeed(["query", "Pomodoro", "Project", "--matching", "zzz"]).standardOutput == "No Project found.\n")
    }

    @Test func theConfigurationReachesTheIdleViewAndItsStartButton() throws {
        let payload = try timeline(
            at: 0,
            [
                "--family", "systemMedium", "--param", "project=reading", "--param", "length=Long", "--param", "breakMinutes=10",
                "--param", "dailyGoal=1.5",
            ])
        #expect(payload.entries.map(\.date) == [Self.start, 1_714_608_000])  // now, and the next midnight (UTC)
        #expect(payload.policy == .after(1_714_608_000))
        let view = try #require(payload.entries.first?.view)
        for fragment in ["\"Reading\"", "\"Long · 50 min, 10 min breaks\"", "\"0 sessions, 0 of 90 min\""] {
            #expect(try json(view).contains(fragment), "missing \(fragment)")
        }
        let start = try #require(ControlIdentifiers.controls(in: view).first)
        #expect(start.action == IntentInvocation(intent: "StartFocus", parameters: ["project": "reading", "minutes": 50]))
    }

    @Test func naturalArgumentsRoundTripIntoTheViewTree() throws {
        let started = try succeed(
            ["perform", "Pomodoro", "StartFocus", "--param", "project=practice", "--param", "minutes=37", "--now", Self.at(minutes: 0)])
        #expect(started.standardOutput == "Focusing on Practice for 37 minutes.\n")

        let focusing = try timeline(at: 0)
        let end = Self.start + 37 * 60
        // Now, every five minutes of focus left (35, 30, ... 5), and the break at the end.
        #expect(focusing.entries.map(\.date) == [Self.start] + (1...7).reversed().map { end - Double($0) * 300 } + [end])
        #expect(focusing.policy == .after(end + 5 * 60))
        let first = try json(try #require(focusing.entries.first?.view))
        #expect(first.contains("\"Practice\"") && first.contains("\"37 min left, until \"") && first.contains("\"timerEnd\":\(Int(end))"))
        #expect(try json(focusing.entries[1].view).contains("\"35 min left, until \""))
        #expect(try json(try #require(focusing.entries.last?.view)).contains("\"37 min of Practice done\""))

        let extended = try succeed(["perform", "Pomodoro", "ExtendFocus", "--param", "minutes=8", "--now", Self.at(minutes: 10)])
        #expect(extended.standardOutput == "Result: 35\n")
        #expect(try json(try #require(try timeline(at: 10).entries.first?.view)).contains("\"35 min left, until \""))

        let stopped = try succeed(["perform", "Pomodoro", "StopFocus", "--param", "completed=true", "--now", Self.at(minutes: 20)])
        #expect(stopped.standardOutput == "Result: 20.0\n")
        let idle = try json(
            try #require(try timeline(at: 20, ["--param", "dailyGoal=0.5", "--family", "systemMedium"]).entries.first?.view))
        #expect(idle.contains("\"1 session, 20 of 30 min\""))
        #expect(idle.contains("\"fraction\":0.6666"))
    }

    @Test func badValuesNeverReachTheHandlers() throws {
        try succeed(["perform", "Pomodoro", "StartFocus", "--param", "minutes=25", "--now", Self.at(minutes: 0)])
        for (arguments, problem) in [
            (["StartFocus", "--param", "minutes=0"], "0 is out of bounds"),
            (["StartFocus", "--param", "minutes=121"], "121 is out of bounds"),
            (["StartFocus", "--param", "minutes=ten"], "'ten' is not an integer"),
            (["StartFocus", "--param", "project=gardening"], "no Project with id 'gardening'"),
            (["ExtendFocus", "--param", "minutes=31"], "31 is out of bounds"),
            (["StopFocus", "--param", "completed=maybe"], "'maybe' is not a boolean"),
            (["StopFocus", "--param", "finished=true"], "unknown parameter 'finished'"),
        ] {
            let result = try cli.run(["perform", "Pomodoro"] + arguments + ["-v", "--now", Self.at(minutes: 1)] + state)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            let errors = result.errorLines.filter { !$0.hasPrefix("[Pomodoro]") }
            #expect(errors.count == 1 && errors.first?.hasPrefix("error: \(problem) (") == true, "\(result.standardError)")
            // The plugin logs every start, extension and stop: none of them ran.
            #expect(!result.standardError.contains("[Pomodoro] info"), "\(result.standardError)")
        }
        // The session the plugin started is untouched: 25 minutes, 24 left a minute in.
        #expect(try json(try #require(try timeline(at: 1).entries.first?.view)).contains("\"24 min left, until \""))
    }

    @Test func startingWhileASessionRunsFailsWithThePluginsMessage() throws {
        try succeed(["perform", "Pomodoro", "StartFocus", "--now", Self.at(minutes: 0)])
        let again = try cli.run(["perform", "Pomodoro", "StartFocus", "--now", Self.at(minutes: 3)] + state)
        #expect(again.status == 1)
        #expect(again.errorLines.first?.hasPrefix("error: a focus session is already running until 10:25; stop it first (") == true)
    }

    @Test func aSessionWhoseBreakIsOverCountsAsFinished() throws {
        try succeed(["perform", "Pomodoro", "StartFocus", "--param", "project=inbox", "--now", Self.at(minutes: 0)])
        let onBreak = try timeline(at: 27)
        #expect(onBreak.entries.count == 1)
        #expect(onBreak.policy == .after(Self.start + 30 * 60))
        let breakView = try json(try #require(onBreak.entries.first?.view))
        #expect(breakView.contains("\"Break\"") && breakView.contains("\"25 min of Inbox done\""))
        #expect(
            ControlIdentifiers.controls(in: onBreak.entries[0].view).map(\.action) == [
                IntentInvocation(intent: "StopFocus", parameters: ["completed": true])
            ])
        let after = try json(try #require(try timeline(at: 31).entries.first?.view))
        #expect(after.contains("\"Today: 25 of 120 min\""))
        #expect(after.contains("\"intent\":\"StartFocus\""))
    }

    @Test func placeholderSnapshotAndTheMediumFamily() throws {
        let placeholder = try timeline(at: 0, ["--placeholder"])
        #expect(placeholder.entries.count == 1)
        #expect(try json(placeholder.entries[0].view).contains("\"12 min left, until \""))
        let snapshot = try timeline(at: 0, ["--snapshot", "--param", "project=planning"])
        #expect(try json(snapshot.entries[0].view).contains("\"Planning\""))
        let medium = try succeed(["timeline", "Pomodoro", "Focus", "--family", "systemMedium", "--now", Self.at(minutes: 0)])
        #expect(medium.standardOutput.contains("Focus (plugin Pomodoro), systemMedium, timeline: 2 entries"))
        #expect(medium.standardOutput.contains("text \"Today\""))
    }

    @Test func theRuntimeAddsTapsReloadsAndRunsTheFocusWidget() throws {
        #expect(try succeed(["add", "Focus", "--param", "project=reading", "--now", Self.at(minutes: 0)]).standardOutput == "1\n")
        let started = try succeed(["tap", "1", "Start", "--now", Self.at(minutes: 0)]).standardOutput
        for line in [
            "Tapped button b.4 → StartFocus(minutes: 25, project: \"reading\")", "Focusing on Reading for 25 minutes.",
            "Reloaded #1 (request, tap): ok, 6 entries; next reload 2024-05-01 10:30:00 +0000 (policy)",
            "    text \"25 min left, until \" + <time 10:25>  .foreground(secondary) .font(caption)",
        ] {
            #expect(started.contains(line + "\n"), "missing: \(line)\n\(started)")
        }
        let extended = try succeed(["tap", "1", "b.5.0", "--now", Self.at(minutes: 1)]).standardOutput
        #expect(extended.contains("Tapped button b.5.0 → ExtendFocus(minutes: 5)\nResult: 29\n"), "\(extended)")
        #expect(extended.contains("Reloaded #1 (request, tap): ok, 7 entries; next reload 2024-05-01 10:35:00 +0000 (policy)"))
        let listed = try succeed(["list", "--now", Self.at(minutes: 6)]).standardOutput
        #expect(listed.contains("#1 Focus (plugin Pomodoro), systemSmall\n  state: ok\n  shows entry 2/7;"), "\(listed)")
        let reloaded = try succeed(["reload", "1", "--now", Self.at(minutes: 6)]).standardOutput
        #expect(reloaded.hasPrefix("Reloaded #1 (explicit): ok, 6 entries"), "\(reloaded)")

        let daemon = try DaemonProcess(state + ["--now", Self.at(minutes: 7)], home: directory.url)
        #expect(daemon.waitFor("#1 Focus (plugin Pomodoro), systemSmall · ok"), "\(daemon.standardOutput)\n\(daemon.standardError)")
        #expect(daemon.stop(SIGINT) == 0)
        #expect(daemon.standardOutput.contains("Reading"))
        #expect(daemon.standardOutput.contains(" Stop"))
        #expect(!daemon.standardOutput.contains("╰"), "off a terminal, run logs lines, not frames")
    }
}
