import Foundation
import Testing
import WidgetTestSupport

/// The faults `scripts/soak.sh` injects (the `faulty` fixture, the fault chosen by its
/// configuration), each through a worker: one line naming the plugin and the call, exit code 1.
struct InjectedFaultTests {
    let directory = TemporaryDirectory()

    @Test(arguments: [
        ("segv", "its worker was killed by signal 11 (SIGSEGV) during timeline(Faulty)"),
        ("abort", "its worker was killed by signal 6 (SIGABRT) during timeline(Faulty)"),
        ("exit", "its worker exited with status 3 during timeline(Faulty)"),
        ("hang", "did not answer timeline(Faulty) within 1 s"),
        ("memory", "used more than its memory cap of 64 MiB during timeline(Faulty)"),
        ("garbage", "invalid TimelinePayload JSON"),
        ("huge", "the plugin answered a buffer whose length says 1099511627776 bytes (handler faulty_timeline"),
    ])
    func aFaultIsOneLineAndExitCodeOne(fault: String, problem: String) throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        let run = try CLIRunner(home: directory.url).run([
            "timeline", plugin.path, "Faulty", "--param", "fault=\(fault)", "--isolation", "worker", "--plugin-timeout", "1",
            "--plugin-memory", "64", "--state", directory.path("state").path,
        ])
        #expect(run.status == 1)
        #expect(run.errorLines.count == 1, "\(run.standardError)")
        #expect(run.standardError.contains(problem), "\(run.standardError)")
    }

    @Test func aResultLengthOfOneTebibyteIsRefusedUnreadInProcessToo() throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        let run = try CLIRunner(home: directory.url).run([
            "timeline", plugin.path, "Faulty", "--param", "fault=huge", "--isolation", "in-process", "--state",
            directory.path("state").path,
        ])
        #expect(run.status == 1)
        #expect(
            run.errorLines == [
                "error: the plugin answered a buffer whose length says 1099511627776 bytes (handler faulty_timeline); expected at most 1024 MiB"
            ])
    }

    @Test func withoutAFaultTheTimelineIsGood() throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        let run = try CLIRunner(home: directory.url).run([
            "timeline", plugin.path, "Faulty", "--isolation", "worker", "--state", directory.path("state").path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("fine"))
    }
}
