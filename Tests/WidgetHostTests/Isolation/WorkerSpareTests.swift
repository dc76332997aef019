import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// A host that prespawns workers keeps one spare worker waiting: a restart (or the next load)
/// takes it instead of starting a process, a new spare follows, and neither uses CPU while idle.
@Suite struct WorkerSpareTests {
    @Test func aRestartAfterACrashTakesTheSpareAndANewSpareFollows() throws {
        let test = try WorkerHarness(failureLimit: 5, prespawnsWorkers: true)
        let plugin = try test.load("crashy", as: "Crashy")
        let waiting = try #require(Self.spare(of: test.host), "a spare is started")
        #expect(waiting != plugin.workerStatus?.processID)
        #expect(throws: PluginWorkerError.self) { try plugin.perform(intent: "CrashIntent", assignments: []) }
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        #expect(plugin.workerStatus?.processID == waiting, "the new worker is the spare")
        #expect(plugin.workerStatus?.starts == 2)
        #expect(WorkerHarness.waitUntil { test.host.spareWorkerProcessID.map { $0 != waiting } ?? false }, "a new spare follows")
        let next = try #require(test.host.spareWorkerProcessID)
        test.host.shutDown()
        #expect(!WorkerHarness.isRunning(next), "shutting the host down stops its spare")
        #expect(!WorkerHarness.isRunning(waiting))
    }

    @Test func aSecondPluginLoadsInTheSpareWithItsOwnServices() throws {
        let test = try WorkerHarness(prespawnsWorkers: true)
        defer { test.host.shutDown() }
        let first = try test.load("crashy", as: "Crashy")
        let spare = try #require(Self.spare(of: test.host), "a spare is started")
        let second = try test.load("good")
        #expect(second.workerStatus?.processID == spare)
        #expect(try first.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        #expect(try second.perform(intent: "AddIntent", assignments: ["value=2", "scale=1"]).value == .integer(2))
    }

    @Test func aPluginInTheSpareUsesTheStateAndClockOfItsHost() throws {
        let test = try WorkerHarness(prespawnsWorkers: true)
        defer { test.host.shutDown() }
        _ = try test.load("good")
        let spare = try #require(Self.spare(of: test.host), "a spare is started")
        test.clock.advance(by: 3600)
        let plugin = try test.load("crashy", as: "Crashy")
        #expect(plugin.workerStatus?.processID == spare)
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        #expect(try test.host.storage.value(forKey: "count", pluginID: "Crashy") == Array("1".utf8), "the spare opened the host's state")
        #expect(test.logger.lines == ["[Crashy] warning: counted 1"])
        let now = test.clock.now().timeIntervalSince1970
        #expect(try plugin.perform(intent: "NowIntent", assignments: []).value == .double(now), "the spare's clock is the host's")
        test.clock.advance(by: 90)
        #expect(try plugin.perform(intent: "NowIntent", assignments: []).value == .double(now + 90))
        #expect(try plugin.timeline(kind: "Fragile").entries.map(\.date) == [now + 90])
    }

    @Test func idleWorkersAndTheirSpareUseNoCPU() throws {
        let test = try WorkerHarness(prespawnsWorkers: true)
        defer { test.host.shutDown() }
        let plugin = try test.load("crashy", as: "Crashy")
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        let worker = try #require(plugin.workerStatus?.processID)
        let processes = [worker, try #require(Self.spare(of: test.host), "a spare is started")]
        // Once the spare has started up (its CPU time stood still for 0.3 s), a second of idling adds nothing.
        var last = processes.map(WorkerHarness.cpuTicks)
        var lastChange = Date()
        #expect(
            WorkerHarness.waitUntil {
                let now = processes.map(WorkerHarness.cpuTicks)
                if now != last { (last, lastChange) = (now, Date()) }
                return Date().timeIntervalSince(lastChange) >= 0.3
            }, "the spare finishes starting up")
        let idle = processes.map(WorkerHarness.cpuTicks)
        let end = Date().addingTimeInterval(1)
        _ = WorkerHarness.waitUntil(2) { Date() >= end }
        #expect(processes.map(WorkerHarness.cpuTicks) == idle, "idle workers use no CPU")
    }

    @Test func aHostWhoseWorkersShiftTheirClockKeepsNoSpare() throws {
        let test = try TestHost(
            isolation: .worker(
                WorkerOptions(executable: BuiltProducts.widgethost, timeShift: WorkerTimeShift(speed: 1), prespawnsWorkers: true)))
        defer { test.host.shutDown() }
        let plugin = try test.load("crashy", as: "Crashy")
        #expect(try plugin.perform(intent: "CountIntent", assignments: []).value == .integer(1))
        #expect(test.host.spareWorkerProcessID == nil, "a spare's libfaketime offset would be fixed before it is needed")
    }

    /// The host's spare worker, once it has one (waiting up to the harness's limit).
    private static func spare(of host: PluginHost) -> Int32? {
        var spare: Int32?
        _ = WorkerHarness.waitUntil {
            spare = host.spareWorkerProcessID
            return spare != nil
        }
        return spare
    }
}
