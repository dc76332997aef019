import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

/// Long-running hosts run plugins in workers unless told otherwise: the runtime's default
/// configuration, and `widgethost run` without `--isolation`; a trusted plugin runs in process.
@Suite struct IsolationDefaultsTests {
    @Test func theRuntimesDefaultRunsPluginsInTheWorkerExecutable() throws {
        let setup = try CrashyDirectory()
        let plugins = setup.plugins
        let runtime = try WidgetRuntime(
            configuration: .init(stateDirectory: setup.directory.path("state"), searchPath: PluginSearchPath(directories: [plugins])))
        defer { runtime.host.shutDown() }
        let plugin = try runtime.host.load(plugins.appendingPathComponent("libCrashy.so").path)
        #expect(plugin.workerStatus?.processID != nil, "the plugin runs in a worker")
        #expect(
            throws: PluginWorkerError.workerDied(pluginID: "Crashy", call: "perform(CrashIntent)", termination: .signaled(SIGSEGV))
        ) { try plugin.perform(intent: "CrashIntent", assignments: []) }
        #expect(try plugin.perform(intent: "VersionIntent", assignments: []).value == .integer(1))
        #expect(WorkerOptions.defaultExecutable.lastPathComponent == "widgethost-worker")
    }

    @Test func aTrustedPluginRunsInProcessInWorkerMode() throws {
        let setup = try CrashyDirectory()
        let cli = setup.cli
        let options = setup.options + ["--isolation", "worker"]
        #expect(try cli.run(["inspect", "Crashy"] + options).standardOutput.contains("  runs:  in a worker process (pid "))
        let trusted = try cli.run(["inspect", "Crashy", "--trust-in-process", "Crashy"] + options)
        #expect(trusted.status == 0, "\(trusted.standardError)")
        #expect(!trusted.standardOutput.contains("runs:"))
        let environment = try cli.run(["inspect", "Crashy"] + options, environment: ["WIDGETHOST_TRUST_IN_PROCESS": "Other:Crashy"])
        #expect(!environment.standardOutput.contains("runs:"))
    }

    @Test func runUsesWorkersByDefaultAndSurvivesACrash() throws {
        let setup = try CrashyDirectory()
        let cli = setup.cli
        let options = setup.options
        #expect(try cli.run(["add", "Fragile"] + options).status == 0)
        let daemon = try DaemonProcess(options + ["--min-interval", "0", "--retry-interval", "1"], home: setup.directory.url)
        defer { daemon.stop(SIGKILL) }
        #expect(daemon.waitFor("#1 Fragile (plugin Crashy), systemSmall · ok"), "\(daemon.standardOutput)\(daemon.standardError)")
        #expect(try cli.run(["perform", "Crashy", "SetModeIntent", "--param", "mode=crash"] + options).status == 0)
        #expect(
            daemon.waitFor("failed: plugin Crashy crashed: its worker was killed by signal 11 (SIGSEGV) during timeline(Fragile)"),
            "\(daemon.standardOutput)\(daemon.standardError)")
        #expect(daemon.stop(SIGTERM) == 0, "the daemon outlived the crash")
    }
}
