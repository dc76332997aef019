import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// `--isolation in-process` through the real CLI: a plugin that crashes, exits or hangs, in
/// `init` or in a handler, is one line naming the plugin and the call, and exit code 1 — never a
/// false success, never a backtrace; a daemon stuck in a plugin call ends on a second SIGTERM.
@Suite struct InProcessGuardTests {
    /// Crashy and Counter (``WorkerCLITests/Setup``), and Crashy variants whose `init` misbehaves.
    struct Setup {
        let base: WorkerCLITests.Setup
        var directory: TemporaryDirectory { base.directory }

        init() throws {
            base = try WorkerCLITests.Setup()
            for (mode, name) in [("crash", "InitCrashes"), ("exit", "InitExits"), ("hang", "InitHangs")] {
                _ = try FixturePlugins.install(
                    "crashy", as: name, in: directory.path("plugins"), defines: ["CRASHY_INIT_MODE=\"\(mode)\""])
            }
            // Apart from the plugin directory: opening one runs its constructor.
            try FileManager.default.createDirectory(at: directory.path("opened"), withIntermediateDirectories: true)
            for (mode, name) in [("crash", "OpenCrashes"), ("exit", "OpenExits"), ("hang", "OpenHangs")] {
                _ = try FixturePlugins.install(
                    "crashy", as: name, in: directory.path("opened"), defines: ["CRASHY_CONSTRUCTOR_MODE=\"\(mode)\""])
            }
        }

        var options: [String] { ["--state", directory.path("state").path, "--plugins", directory.path("plugins").path] }

        func run(_ arguments: [String], isolation: String = "in-process") throws -> Subprocess.Result {
            try base.run(arguments, isolation: isolation)
        }
    }

    @Test(arguments: [
        (["perform", "Crashy", "CrashIntent"], "error: plugin Crashy crashed (SIGSEGV) during perform(CrashIntent)"),
        (["perform", "Crashy", "AbortIntent"], "error: plugin Crashy crashed (SIGABRT) during perform(AbortIntent)"),
        (
            ["perform", "Crashy", "ExitIntent"],
            "error: plugin Crashy called exit(3) during perform(ExitIntent) (expected a plugin that returns; widgethost stopped)"
        ),
        (["perform", "InitCrashes", "CountIntent"], "error: plugin InitCrashes crashed (SIGSEGV) during load (init, get_manifest)"),
        (
            ["perform", "InitExits", "CountIntent"],
            "error: plugin InitExits called exit(0) during load (init, get_manifest) (expected a plugin that returns; widgethost stopped)"
        ),
        (
            ["perform", "InitHangs", "CountIntent", "--plugin-timeout", "0.5"],
            "error: plugin InitHangs did not answer load (init, get_manifest) within 0.5 s (widgethost stopped)"
        ),
        (
            ["perform", "Crashy", "HangIntent", "--plugin-timeout", "0.5"],
            "error: plugin Crashy did not answer perform(HangIntent) within 0.5 s (widgethost stopped)"
        ),
    ])
    func aPluginThatCrashesExitsOrHangsIsOneLineAndExitCodeOne(arguments: [String], line: String) throws {
        let result = try Setup().run(arguments)
        #expect(result.status == 1)
        #expect(result.errorLines == [line])
        #expect(result.standardOutput.isEmpty)
    }

    @Test(arguments: [
        ("OpenCrashes", [], "error: plugin OpenCrashes crashed (SIGSEGV) during load (dlopen, its constructors)"),
        (
            "OpenExits", [],
            "error: plugin OpenExits called exit(0) during load (dlopen, its constructors) (expected a plugin that returns; widgethost stopped)"
        ),
        (
            "OpenHangs", ["--plugin-timeout", "0.5"],
            "error: plugin OpenHangs did not answer load (dlopen, its constructors) within 0.5 s (widgethost stopped)"
        ),
    ])
    func aConstructorThatCrashesExitsOrHangsIsOneLineAndExitCodeOne(name: String, options: [String], line: String) throws {
        let setup = try Setup()
        let result = try setup.run(["perform", setup.directory.path("opened/lib\(name).so").path, "CountIntent"] + options)
        #expect(result.status == 1)
        #expect(result.errorLines == [line])
        #expect(result.standardOutput.isEmpty)
    }

    @Test func validateStopsAtALibraryThatCannotBeOpened() throws {
        let setup = try Setup()
        let result = try setup.run(["validate", setup.directory.path("opened/libOpenHangs.so").path, "--check-timeout", "1"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("TIME  load.rtld-now") == true, "\(result)")
        let checks = lines.dropFirst().dropLast()
        #expect(checks.count > 5 && checks.allSatisfy { $0.hasPrefix("SKIP ") && $0.hasSuffix("(load.rtld-now: timed out)") }, "\(result)")
    }

    @Test func anExitInInitFailsInAWorkerToo() throws {
        let result = try Setup().run(["perform", "InitExits", "CountIntent"], isolation: "worker")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.hasPrefix("error: plugin InitExits"))
        #expect(result.standardError.contains("its worker exited with status 0 during load (init, get_manifest)"))
    }

    @Test(arguments: ["in-process", "worker"])
    func counterOverflowingOnATapIsOneLineAndExitCodeOne(isolation: String) throws {
        let setup = try Setup()
        #expect(try setup.run(["add", "MyWidget", "--plugin", "Counter"], isolation: isolation).standardOutput == "1\n")
        let set = try setup.run(["perform", "Counter", "MyCalculateIntent", "--param", "value=9223372036854775807"], isolation: isolation)
        #expect(set.status == 0, "\(set.standardError)")
        let tap = try setup.run(["tap", "1", "t.2.0"], isolation: isolation)
        #expect(tap.status == 1)
        #expect(tap.errorLines.count == 1, "\(tap.standardError)")
        #expect(tap.standardError.hasPrefix("error: plugin Counter crashed"))
        #expect(tap.standardError.contains("(SIGILL) during perform(MyCalculateIntent)"))
    }

    @Test func aDaemonStuckInAPluginCallEndsOnTheSecondSigterm() throws {
        let setup = try Setup()
        #expect(try setup.run(["add", "Fragile", "--plugin", "Crashy"]).status == 0)
        #expect(try setup.run(["perform", "Crashy", "SetModeIntent", "--param", "mode=hang"]).status == 0)
        let daemon = try DaemonProcess(
            setup.options + ["--isolation", "in-process", "--plugin-timeout", "600", "--min-interval", "0"], home: setup.directory.url)
        defer { daemon.stop(SIGKILL) }
        let storage = PluginKeyValueStore(database: try StateDatabase(directory: setup.directory.path("state")).database)
        #expect(WorkerHarness.waitUntil { (try? storage.value(forKey: "hanging", pluginID: "Crashy")) != nil }, "the timeline hangs")
        // Signals of one kind that arrive together count once: send one at a time until the daemon ends.
        let deadline = Date().addingTimeInterval(20)
        while daemon.process.isRunning && Date() < deadline {
            kill(daemon.process.processIdentifier, SIGTERM)
            usleep(200_000)
        }
        #expect(daemon.stop(SIGKILL) == 1)
        #expect(
            daemon.standardError.split(separator: "\n").last
                == "error: a second SIGTERM while stopping; ending at once (plugin Crashy stuck in timeline(Fragile))")
    }
}
