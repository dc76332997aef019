import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// `--isolation worker` through the real CLI: a crash or a hang is one line and exit code 1,
/// plugins' output stays out of the results, and Counter prints the same in both modes.
@Suite struct WorkerCLITests {
    /// A state directory and a plugin directory with Crashy and Counter, and a CLI over them.
    struct Setup {
        let directory = TemporaryDirectory()
        let cli: CLIRunner

        init() throws {
            cli = CLIRunner(home: directory.url)
            let plugins = directory.path("plugins")
            try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
            _ = try FixturePlugins.install("crashy", as: "Crashy", in: plugins)
            try FileManager.default.copyItem(at: CounterEndToEndTests.library, to: plugins.appendingPathComponent("libCounter.so"))
        }

        /// Runs `widgethost arguments...` over the state directory `state` (one per mode).
        func run(_ arguments: [String], isolation: String = "worker", state: String = "state") throws -> Subprocess.Result {
            try cli.run(
                arguments + [
                    "--state", directory.path(state).path, "--plugins", directory.path("plugins").path, "--isolation", isolation,
                ])
        }
    }

    @Test func aCrashOrAHangIsOneLineAndExitCodeOne() throws {
        let setup = try Setup()
        let crash = try setup.run(["perform", "Crashy", "CrashIntent"])
        #expect(crash.status == 1)
        #expect(
            crash.errorLines == [
                "error: plugin Crashy crashed: its worker was killed by signal 11 (SIGSEGV) during perform(CrashIntent) (plugin Crashy, worker process); expected a plugin that does not crash (a new worker starts on the next call)"
            ])
        #expect(crash.standardOutput.isEmpty)
        let abort = try setup.run(["timeline", "Crashy", "Fragile"], state: "aborting")
        #expect(abort.status == 0)
        #expect(try setup.run(["perform", "Crashy", "SetModeIntent", "--param", "mode=abort"], state: "aborting").status == 0)
        let aborted = try setup.run(["timeline", "Crashy", "Fragile"], state: "aborting")
        #expect(aborted.status == 1)
        #expect(aborted.errorLines.count == 1)
        #expect(
            aborted.standardError.hasPrefix(
                "error: plugin Crashy crashed: its worker was killed by signal 6 (SIGABRT) during timeline(Fragile)"))

        let hang = try setup.run(["perform", "Crashy", "HangIntent", "--plugin-timeout", "0.5"])
        #expect(hang.status == 1)
        #expect(hang.errorLines.count == 1)
        #expect(hang.standardError.hasPrefix("error: plugin Crashy did not answer perform(HangIntent) within 0.5 s; it was stopped"))
    }

    @Test func aWorkerStuckInAHandlerEndsWhenItsHostIsKilled() throws {
        let setup = try Setup()
        let state = setup.directory.path("state")
        // The state database exists before the run, so the one-shot perform runs over it (not over a cache).
        let storage = PluginKeyValueStore(database: try StateDatabase(directory: state).database)
        let process = Process()
        process.executableURL = BuiltProducts.widgethost
        process.arguments = [
            "perform", "Crashy", "HangIntent", "--state", state.path, "--plugins", setup.directory.path("plugins").path, "--isolation",
            "worker", "--plugin-timeout", "600",
        ]
        process.environment = CLIRunner.environment(home: setup.directory.url)
        process.standardError = FileHandle.nullDevice
        try process.run()
        #expect(WorkerHarness.waitUntil { (try? storage.value(forKey: "hanging", pluginID: "Crashy")) != nil }, "the handler runs")
        #expect(WorkerHarness.workerProcesses(state: state).count == 1)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(WorkerHarness.waitUntil { WorkerHarness.workerProcesses(state: state).isEmpty }, "the orphaned worker ended")
    }

    @Test func pluginsOutputNeverReachesTheResults() throws {
        let setup = try Setup()
        let result = try setup.run(["perform", "Crashy", "CountIntent", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(json?["value"] as? Int == 1)
        #expect(result.standardError.contains("crashy prints 1 to standard output"))
        #expect(result.standardError.contains("[Crashy] warning: counted 1"))
    }

    @Test func counterPrintsTheSameInBothModes() throws {
        let setup = try Setup()
        func transcript(_ isolation: String) throws -> [String] {
            let commands: [[String]] = [
                ["timeline", "Counter", "MyWidget", "--family", "systemMedium"],
                ["perform", "Counter", "MyCalculateIntent", "--param", "value=10"],
                ["add", "MyWidget", "--family", "systemMedium"],
                ["tap", "1", "b.2.1"],
                ["tap", "1", "加 20"],
                ["list"],
                ["timeline", "Counter", "MyWidget", "--json"],
            ]
            return try commands.map { command in
                let result = try setup.run(command + ["--now", "2024-05-01T10:00:00Z"], isolation: isolation, state: isolation)
                #expect(result.status == 0, "\(command) (\(isolation)): \(result.standardError)")
                return result.standardOutput
            }
        }
        let inProcess = try transcript("in-process")
        #expect(inProcess[5].contains("#1 MyWidget (plugin Counter), systemMedium"))
        #expect(try transcript("worker") == inProcess)
    }

    @Test func badIsolationSettingsAreUsageErrors() throws {
        let setup = try Setup()
        let mode = try setup.run(["perform", "Crashy", "CountIntent"], isolation: "sideways")
        #expect(mode.status == 2)
        #expect(mode.errorLines == ["error: unknown isolation mode 'sideways' (option --isolation); expected in-process or worker"])
        let timeout = try setup.run(["perform", "Crashy", "CountIntent", "--plugin-timeout", "0"])
        #expect(timeout.status == 2)
        #expect(timeout.errorLines.count == 1)
        let environment = try setup.cli.run(
            ["perform", setup.directory.path("plugins/libCrashy.so").path, "CountIntent", "--state", setup.directory.path("state").path],
            environment: ["WIDGETHOST_ISOLATION": "nope"])
        #expect(environment.errorLines == ["error: unknown isolation mode 'nope' (WIDGETHOST_ISOLATION); expected in-process or worker"])
    }

    @Test func inspectSaysWhereThePluginRuns() throws {
        let setup = try Setup()
        let worker = try setup.run(["inspect", "Crashy"])
        #expect(worker.status == 0, "\(worker.standardError)")
        #expect(worker.standardOutput.contains("  runs:  in a worker process (pid "))
        let inProcess = try setup.run(["inspect", "Crashy"], isolation: "in-process")
        #expect(inProcess.status == 0)
        #expect(!inProcess.standardOutput.contains("runs:"))
    }

    @Test func theHelpDescribesTheModes() throws {
        let help = try CLIRunner(home: TemporaryDirectory().url).run(["--help"])
        #expect(help.standardOutput.contains("--isolation MODE"))
        #expect(help.standardOutput.contains("--plugin-timeout SECONDS"))
        #expect(help.standardOutput.contains("Plugin isolation:"))
    }
}
