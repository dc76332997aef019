import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

/// The dashboard while its daemon's reload of one plugin is held (the `gate` fixture's timeline,
/// waiting at a FIFO the test holds): the daemon goes on reloading the other plugin's instances on
/// schedule, a tap from the page goes through, the page loads; the held reload lands when released.
@Suite(.timeLimit(.minutes(2))) struct HeldPluginDashboardTests {
    static let isolations: [PluginIsolation] = [
        .inProcess, .worker(WorkerOptions(executable: BuiltProducts.widgethost, callTimeout: 600)),
    ]

    @Test(arguments: isolations)
    func whileTheDaemonWaitsForOnePluginItReloadsTheOthersAndThePageAnswers(isolation: PluginIsolation) async throws {
        let harness = try DashboardHarness(fixtures: ["gate", "ticker"], isolation: isolation)
        defer { harness.stop() }
        let session = try await harness.session()
        let gated = try await harness.add("Gate", plugin: "Gate", values: ["label": "held"], session: session)
        let scheduled = try await harness.add(
            "Ticker", plugin: "Ticker", values: ["policy": "after", "delay": "120", "entries": "1"], session: session)
        let tapped = try await harness.add("Ticker", plugin: "Ticker", values: ["policy": "never", "item": "beta"], session: session)
        let plugin = try #require(harness.runtime.host.plugin(id: "Gate"))
        let gate = try FIFOGate(at: plugin.dataDirectory.appendingPathComponent("gate"))

        try harness.runtime.requestReload([InstanceID(rawValue: Int64(gated))], reasons: .explicit)
        harness.dashboard.daemon.wake()
        try await offThePool { try gate.waitForHandler() }

        harness.clock.set(DashboardHarness.start.addingTimeInterval(120))
        harness.dashboard.daemon.wake()
        let due = try await harness.log.reload { $0.id.rawValue == scheduled && $0.reasons == .policy }
        #expect(due.state == .ok)
        let tap = try await harness.post("/api/instances/\(tapped)/tap", #"{"control": "Bump"}"#, session: session)
        #expect(tap.status == 200, "\(tap.body)")
        let page = try await harness.get("/")
        #expect(page.status == 200)
        #expect(page.body.contains("held #1"), "the held instance shows its last timeline")
        #expect(page.body.contains("Count: 1"))

        gate.release()
        let held = try await harness.log.reload { $0.id.rawValue == gated && $0.reasons == .explicit }
        #expect(held.state == .ok)
        #expect(try await harness.get("/api/instances/\(gated)/card").body.contains("held #2"))
        let stored = try harness.runtime.storedInstances().first { $0.id.rawValue == gated }
        #expect(stored?.reloadedAt == DashboardHarness.start.timeIntervalSince1970)
        #expect(stored?.lastReloadReasons == .explicit)
    }
}
