import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The runtime's write window runs on its own clock (a manual clock in tests), and its blocking
/// calls have `async` overloads that run off the concurrency pool.
struct RuntimeClockAndAsyncTests {
    @Test func heldChangesAreWrittenOnceTheWriteDelayHasPassedOnTheRuntimesClock() throws {
        let harness = try RuntimeHarness(writeDelay: 60)
        let id = try harness.addTicker(["policy=after", "delay=120", "entries=1"])
        try harness.runtime.resume()
        let storedReload = { try harness.runtime.storedInstances().first { $0.id == id }?.reloadedAt }
        #expect(try storedReload() == RuntimeHarness.start.timeIntervalSince1970, "add writes at once")

        #expect(RuntimeHarness.reloads(harness.advance(to: 120)).map(\.id) == [id])
        #expect(try storedReload() == RuntimeHarness.start.timeIntervalSince1970, "the reload is held in memory")
        #expect(harness.runtime.nextWakeUp() == harness.now + 60, "the write is due before the next reload (at 240)")
        #expect(harness.advance(to: 179.5).isEmpty)
        #expect(try storedReload() == RuntimeHarness.start.timeIntervalSince1970)
        _ = harness.advance(to: 180)
        #expect(try storedReload() == RuntimeHarness.start.timeIntervalSince1970 + 120)
        #expect(harness.runtime.nextWakeUp() == RuntimeHarness.start.timeIntervalSince1970 + 240)
    }

    @Test func theAsyncOverloadsAddTapAndProcessWhatIsDue() async throws {
        let harness = try RuntimeHarness()
        let runtime = harness.runtime
        let added = try await runtime.add(kind: "Ticker", assignments: ["policy=after", "delay=120", "entries=1"])
        #expect(added.state == .ok)
        let tap = try await runtime.tap(added.id, control: "Bump")
        #expect(tap.reload.reasons == .tap)
        #expect(try harness.shownText(added.id).contains("Count: 1"))
        harness.clock.set(RuntimeHarness.start.addingTimeInterval(120))
        #expect(RuntimeHarness.reloads(await runtime.processDue()).map(\.id) == [added.id])
        let reports = try await runtime.reload(.instance(added.id))
        #expect(reports.map(\.reasons) == [.explicit])
    }
}
