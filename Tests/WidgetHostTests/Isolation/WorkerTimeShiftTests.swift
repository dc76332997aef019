import Foundation
import Testing
import WidgetHost
import WidgetTestSupport
import WidgetWire

/// `--now` and `run --speed` move `Date()` inside plugin code run in a worker (libfaketime,
/// preloaded), with the AppleTemplate seed, whose provider calls `Date()` as Xcode's template does.
@Suite struct WorkerTimeShiftTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    let midnight2030 = 1_893_456_000.0  // 2030-01-01 00:00:00 UTC

    func clockTimeline(_ isolation: String, environment: [String: String] = [:]) throws -> (TimelinePayload, String) {
        let plugin = try BuiltProducts.plugin("AppleTemplate")
        let result = try cli.run(
            [
                "--state", directory.path("state").path, "--isolation", isolation, "timeline", plugin.path, "ClockWidget", "--json",
                "--now", "2030-01-01T12:00:00Z",
            ], environment: environment)
        #expect(result.status == 0, "\(result.standardError)")
        return (try WireCoding.decode(TimelinePayload.self, from: result.standardOutput), result.standardError)
    }

    @Test func nowMovesDateInAWorkerButNotInProcess() throws {
        let (inWorker, workerErrors) = try clockTimeline("worker")
        #expect(inWorker.entries.map(\.date) == [midnight2030], "the entry is the start of Date()'s day")
        #expect(inWorker.policy == .after(midnight2030 + 86_400))
        #expect(!workerErrors.contains("faketime"), "\(workerErrors)")
        let (inProcess, _) = try clockTimeline("in-process")
        #expect(inProcess.entries.map(\.date) != [midnight2030], "in process, plain Date() keeps the system's time")
    }

    @Test func aMissingLibfaketimeIsOneLineAndTheRestWorks() throws {
        let (timeline, errors) = try clockTimeline(
            "worker", environment: [WorkerTimeShift.libraryVariable: "/nonexistent/libfaketime.so.1"])
        #expect(timeline.entries.count == 1)
        #expect(
            errors.split(separator: "\n").filter { $0.contains("faketime") } == [
                "[AppleTemplate] warning: plugins' Date() keeps the system's time: libfaketime is not at /nonexistent/libfaketime.so.1 "
                    + "(install Debian's libfaketime); WidgetClock and services->now still follow the host's clock"
            ])
    }

    @Test func runWithSpeedFastForwardsDateInItsWorkers() throws {
        let state = directory.path("state")
        let options = ["--state", state.path, "--plugins", BuiltProducts.directory.path, "--isolation", "worker"]
        #expect(try cli.run(["add", "ClockWidget", "--plugin", "AppleTemplate"] + options).status == 0)
        let daemon = try DaemonProcess(
            options + ["--now", "2030-01-01T00:00:00Z", "--speed", "86400", "--min-interval", "0"], home: directory.url,
            environment: ["TZ": "UTC"])
        defer { daemon.stop(SIGKILL) }
        // Each reload asks for the next midnight after the worker's Date(): a day later each time.
        #expect(daemon.waitFor("next reload 2030-01-03 00:00:00 +0000 (policy)"), "\(daemon.standardOutput)\(daemon.standardError)")
        let workers = WorkerHarness.workerProcesses(state: state)
        #expect(workers.count == 1)
        #expect(workers.allSatisfy { Self.environment(of: $0)["FAKETIME"]?.hasSuffix(" x86400.0") == true })
    }

    @Test func workersWithoutNowGetNothingPreloaded() throws {
        let state = directory.path("state")
        let options = ["--state", state.path, "--plugins", BuiltProducts.directory.path, "--isolation", "worker"]
        // Added at a date long past, so that the daemon (at the real time) reloads it at once, in a worker.
        #expect(try cli.run(["add", "ClockWidget", "--plugin", "AppleTemplate", "--now", "2020-01-01T00:00:00Z"] + options).status == 0)
        let daemon = try DaemonProcess(options, home: directory.url)
        defer { daemon.stop(SIGKILL) }
        #expect(daemon.waitFor("reloaded #1 (policy): ok"), "\(daemon.standardOutput)\(daemon.standardError)")
        // The worker that reloaded, and the spare a daemon keeps (its command line names the state directory too).
        let workers = WorkerHarness.workerProcesses(state: state)
        #expect((1...2).contains(workers.count))
        for worker in workers {
            let environment = Self.environment(of: worker)
            #expect(environment["FAKETIME"] == nil)
            #expect(environment["LD_PRELOAD"]?.contains("faketime") != true)
        }
    }

    /// The environment a process started with (`/proc/PID/environ`).
    static func environment(of pid: Int32) -> [String: String] {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data()
        var environment: [String: String] = [:]
        for entry in data.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            guard let equals = text.firstIndex(of: "=") else { continue }
            environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return environment
    }
}
