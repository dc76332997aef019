import Foundation
import Testing
import WidgetTestSupport
import WidgetWire

/// `widgethost watch` when its daemon goes away without a word (SIGKILL): the lines turn to the
/// stopped state, and with `--wait` the watch follows the next daemon, through the real binary.
struct WatchDaemonRestartTests {
    func modules(_ process: DaemonProcess) throws -> [JSONValue] {
        try process.standardOutput.split(separator: "\n").map { try WireCoding.decode(JSONValue.self, from: String($0)) }
    }

    @Test func aWaitingWatchShowsTheStoppedStateAndFollowsTheNextDaemon() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let first = try setup.daemon()
        #expect(first.waitFor("#1 Ticker"), "\(first.standardError)")
        let watch = try DaemonProcess(setup.options + ["1", "--format", "waybar", "--wait"], home: setup.directory.url, command: "watch")
        defer { watch.stop() }
        #expect(watch.waitFor("\"class\":\"ok\""), "\(watch.standardOutput)\(watch.standardError)")
        first.stop(SIGKILL)
        #expect(watch.waitFor("\"class\":\"stopped\""), "a killed daemon is noticed: \(watch.standardOutput)\(watch.standardError)")
        let stopped = try #require(try modules(watch).last)
        #expect(stopped["text"] == "daemon not running")
        let second = try setup.daemon()
        defer { second.stop() }
        #expect(second.waitFor("#1 Ticker"), "\(second.standardError)")
        #expect(
            watch.waitFor { $0.split(separator: "\n").last?.contains("\"class\":\"ok\"") == true },
            "the current line again: \(watch.standardOutput)")
        try setup.run(["tap", "1", "Bump"])
        #expect(watch.waitFor("Count: 1"), "taps on the new daemon are followed: \(watch.standardOutput)")
        let classes = try modules(watch).compactMap { $0["class"]?.stringValue }
        #expect(classes == ["ok", "stopped", "ok", "ok"], "\(watch.standardOutput)")
        #expect(watch.process.isRunning)
        #expect(watch.stop() == 0)
    }

    @Test func withoutWaitAKilledDaemonEndsTheWatchOnAStoppedLine() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let daemon = try setup.daemon()
        #expect(daemon.waitFor("#1 Ticker"), "\(daemon.standardError)")
        let watch = try DaemonProcess(setup.options + ["--format", "json"], home: setup.directory.url, command: "watch")
        #expect(watch.waitFor("\"state\":\"ok\""), "\(watch.standardOutput)\(watch.standardError)")
        daemon.stop(SIGKILL)
        #expect(watch.waitForExit() == 1, "it ends by itself: \(watch.standardOutput)\(watch.standardError)")
        watch.stop(SIGKILL)
        let last = try #require(try modules(watch).last)
        #expect(last["id"] == 1 && last["state"] == "stopped", "\(last)")
        #expect(watch.standardError == "widgethost watch: the daemon stopped; ending\n")
    }

    @Test func aWaitingWatchStartsBeforeAnyDaemon() throws {
        let setup = try DaemonTests.Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        let watch = try DaemonProcess(setup.options + ["--wait"], home: setup.directory.url, command: "watch")
        defer { watch.stop() }
        #expect(watch.waitFor("daemon not running\n"), "\(watch.standardOutput)\(watch.standardError)")
        let daemon = try setup.daemon()
        defer { daemon.stop() }
        #expect(watch.waitFor("Tick 1/3 Item: Alpha Count: 0"), "\(watch.standardOutput)\(watch.standardError)")
        daemon.stop()
        #expect(watch.waitFor { $0.hasSuffix("\ndaemon not running\n") }, "\(watch.standardOutput)")
        #expect(
            watch.standardOutput.split(separator: "\n").map { $0 == "daemon not running" } == [true, false, true], "\(watch.standardOutput)"
        )
        #expect(watch.process.isRunning, "a clean stop is waited out too")
        #expect(watch.waitForError("widgethost watch: the daemon stopped"), "\(watch.standardError)")
    }
}
