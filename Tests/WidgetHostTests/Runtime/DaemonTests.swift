import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetSQLite
import WidgetTestSupport

/// `widgethost run` as a real process: it picks up what other `widgethost` processes do,
/// honours plugins' reload requests, stops cleanly, and survives `kill -9`.
@Suite(.serialized) struct DaemonTests {
    /// A state directory and a plugin directory with the ticker fixture, and a CLI over them.
    struct Setup {
        let directory = TemporaryDirectory()
        let cli: CLIRunner
        let state: URL
        let plugins: URL

        init() throws {
            cli = CLIRunner(home: directory.url)
            state = directory.path("state")
            plugins = directory.path("plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            _ = try FixturePlugins.install("ticker", as: "Ticker", in: plugins)
        }

        var options: [String] { ["--state", state.path, "--plugins", plugins.path] }

        /// Runs `widgethost arguments...`, expecting success; returns standard output.
        @discardableResult
        func run(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
            let result = try cli.run(arguments + options)
            #expect(result.status == 0, "\(arguments): \(result.standardError)", sourceLocation: sourceLocation)
            return result.standardOutput
        }

        func daemon(_ extra: [String] = []) throws -> DaemonProcess {
            try DaemonProcess(options + extra, home: directory.url)
        }
    }

    @Test func theDaemonPicksUpWhatOtherCommandsDoAndStopsCleanly() throws {
        let setup = try Setup()
        #expect(try setup.run(["add", "Ticker", "--param", "policy=never"]) == "1\n")
        let daemon = try setup.daemon()
        #expect(daemon.waitFor("#1 Ticker (plugin Ticker), systemSmall · ok"), "\(daemon.standardOutput)\(daemon.standardError)")
        #expect(daemon.standardOutput.contains("Count: 0"))
        try setup.run(["tap", "1", "Bump"])
        #expect(daemon.waitFor("Count: 1"), "\(daemon.standardOutput)")
        #expect(daemon.waitFor("reloaded #1 (tap) by another process: ok"), "\(daemon.standardOutput)")
        #expect(try setup.run(["add", "Ticker", "--param", "item=beta", "--param", "policy=never"]) == "2\n")
        #expect(daemon.waitFor("Item: Beta"), "\(daemon.standardOutput)")
        try setup.run(["configure", "2", "--param", "item=gamma"])
        #expect(daemon.waitFor("Item: Gamma"), "\(daemon.standardOutput)")
        try setup.run(["remove", "1"])
        #expect(daemon.waitFor("#1 removed"), "\(daemon.standardOutput)")
        #expect(daemon.stop(SIGTERM) == 0)
        #expect(daemon.standardOutput.contains("widgethost run: stopped by SIGTERM; instances 1 ·"))
        #expect(!FileManager.default.fileExists(atPath: setup.state.appendingPathComponent("daemon.sock").path))
    }

    @Test func aPluginsReloadRequestIsHonouredByTheDaemonsScheduler() throws {
        let setup = try Setup()
        try setup.run(["add", "Ticker", "--param", "policy=never"])
        try setup.run(["add", "Ticker", "--param", "policy=never", "--param", "item=beta"])
        let daemon = try setup.daemon()
        #expect(daemon.waitFor("#2 Ticker"), "\(daemon.standardOutput)")
        let tap = try setup.run(["tap", "1", "Light"])
        #expect(tap.contains("Reloaded #1 (request, tap)"), "\(tap)")
        #expect(tap.contains("plugin Ticker asked to reload kind Ticker: #1, #2"), "\(tap)")
        #expect(daemon.waitFor("reloaded #2 (request): ok"), "\(daemon.standardOutput)")
        #expect(daemon.standardOutput.contains("reloaded #1 (request, tap) by another process: ok"))
        #expect(!daemon.standardOutput.contains("reloaded #1 (request):"), "the tap's reload covered the request")
        let second = try DaemonProcess(setup.options, home: setup.directory.url)
        #expect(second.stop(SIGTERM) != 0 || second.standardError.contains("already running"))
        #expect(second.standardError.contains("another widgethost run is already running"), "\(second.standardError)")
        #expect(daemon.stop(SIGINT) == 0)
        #expect(daemon.standardOutput.contains("stopped by SIGINT"))
    }

    @Test func killingTheDaemonMidWorkLosesNoInstanceAndLeavesASoundDatabase() throws {
        let setup = try Setup()
        let count = 24
        do {
            let runtime = try WidgetRuntime(
                configuration: .init(stateDirectory: setup.state, searchPath: PluginSearchPath(directories: [setup.plugins])))
            for index in 0..<count {
                _ = try runtime.add(
                    kind: "Ticker", assignments: ["policy=\(index % 3 == 2 ? "atEnd" : "after")", "delay=1", "interval=1", "entries=2"])
            }
            runtime.host.shutDown()
        }
        let before = try timelines(in: setup.state)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<24 {
            let daemon = try setup.daemon(["--min-interval", "0", "--retry-interval", "1"])
            if round % 4 == 1 { _ = try? setup.cli.run(["tap", String(round % count + 1), "Bump"] + setup.options) }
            usleep(UInt32.random(in: 150_000...700_000, using: &generator))
            daemon.stop(SIGKILL)
        }
        let database = try SQLiteDatabase(path: setup.state.appendingPathComponent(StateDatabase.fileName).path)
        #expect(try database.query("PRAGMA integrity_check").first?[0] == .text("ok"))
        let store = InstanceStore(database: database)
        #expect(try store.count() == count)
        #expect(try store.all().allSatisfy { $0.timeline != nil && $0.state == .ok })
        let worked = try timelines(in: setup.state)
        #expect(worked > before, "the daemon reloaded timelines between the kills")

        let daemon = try setup.daemon(["--min-interval", "0"])
        #expect(daemon.waitFor("reloaded #"), "\(daemon.standardOutput)\(daemon.standardError)")
        #expect(daemon.stop(SIGTERM) == 0)
        #expect(try store.count() == count)
    }

    private func timelines(in state: URL) throws -> Int {
        let store = PluginKeyValueStore(database: try StateDatabase(directory: state).database)
        return Int(String(decoding: try store.value(forKey: "timelines", pluginID: "Ticker") ?? [], as: UTF8.self)) ?? 0
    }
}
