import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// `widgethost run --isolation worker` as a real process: a plugin that hangs, crashes and is
/// quarantined fails its instance while the daemon keeps reloading a healthy one; a reload from
/// another process brings it back; stopping the daemon ends its workers.
@Suite(.serialized) struct WorkerDaemonTests {
    @Test func theDaemonSurvivesAPluginThatHangsAndCrashesAndKeepsServingTheOthers() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state")
        let plugins = directory.path("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        _ = try FixturePlugins.install("ticker", as: "Ticker", in: plugins)
        _ = try FixturePlugins.install("crashy", as: "Crashy", in: plugins)
        let options = ["--state", state.path, "--plugins", plugins.path, "--isolation", "worker", "--plugin-timeout", "1"]
        @discardableResult
        func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let result = try cli.run(arguments + options)
            #expect(result.status == 0, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
            return result.standardOutput
        }
        #expect(try run(["add", "Ticker", "--param", "policy=after", "--param", "delay=1"]) == "1\n")
        #expect(try run(["add", "Fragile"]) == "2\n")
        let daemon = try DaemonProcess(options + ["--min-interval", "0", "--retry-interval", "1"], home: directory.url)
        defer { daemon.stop(SIGKILL) }
        #expect(daemon.waitFor("#2 Fragile (plugin Crashy), systemSmall · ok"), "\(daemon.standardOutput)\(daemon.standardError)")

        try run(["perform", "Crashy", "SetModeIntent", "--param", "mode=hang"])
        #expect(
            daemon.waitFor("failed: plugin Crashy did not answer timeline(Fragile) within 1 s; it was stopped"), "\(daemon.standardOutput)")
        try run(["perform", "Crashy", "SetModeIntent", "--param", "mode=crash"])
        #expect(daemon.waitFor("failed: plugin Crashy crashed: its worker was killed by signal 11 (SIGSEGV) during timeline(Fragile)"))
        #expect(daemon.waitFor("failed: plugin Crashy is quarantined"), "\(daemon.standardOutput)")
        #expect(
            daemon.waitFor { output in Self.after("is quarantined", in: output).contains("reloaded #1 (policy): ok") },
            "the healthy instance keeps reloading")
        #expect(try run(["list"]).contains("state: failed: plugin Crashy is quarantined"))
        #expect(try run(["list"]).contains("— showing the last good timeline"))

        try run(["perform", "Crashy", "SetModeIntent", "--param", "mode=ok"])
        #expect(try run(["reload", "2"]).contains("Reloaded #2 (explicit"))
        #expect(
            daemon.waitFor { output in Self.after("reloaded #2 (explicit", in: output).contains("reloaded #2 (policy): ok") },
            "the daemon lifted its quarantine: \(daemon.standardOutput)")
        #expect(!WorkerHarness.workerProcesses(state: state).isEmpty)
        #expect(daemon.stop(SIGTERM) == 0)
        #expect(WorkerHarness.workerProcesses(state: state).isEmpty, "stopping the daemon ends its workers")
    }

    /// The text after the last occurrence of `marker` (empty if there is none).
    private static func after(_ marker: String, in text: String) -> Substring {
        guard let range = text.range(of: marker, options: .backwards) else { return "" }
        return text[range.upperBound...]
    }
}
