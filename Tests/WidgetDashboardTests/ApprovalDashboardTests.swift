import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The dashboard when an installed plugin's file changes under a running daemon (the ticker
/// fixture rebuilt to say "Tock", renamed over the installed file as a linker does): the card
/// says the plugin waits for approval and never shows the new code's text; once approved, a
/// reload shows it.
@Suite(.timeLimit(.minutes(2))) struct ApprovalDashboardTests {
    @Test func aChangedInstalledPluginShowsAsWaitingForApprovalUntilApproved() async throws {
        let harness = try DashboardHarness(
            fixtures: ["ticker"], isolation: .worker(WorkerOptions(executable: BuiltProducts.widgethost, callTimeout: 60)))
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("Ticker", plugin: "Ticker", values: ["policy": "never"], session: session)
        #expect(try await harness.get("/api/instances/\(id)/card").body.contains("Tick 1/3"))

        let tock = try FixturePlugins.build("ticker", defines: [#"TICKER_WORD="Tock""#])
        let installed = harness.pluginDirectory.appendingPathComponent("libTicker.so")
        let staged = harness.pluginDirectory.appendingPathComponent(".libTicker.so.new")
        try FileManager.default.copyItem(at: tock, to: staged)
        #expect(rename(staged.path, installed.path) == 0)
        let waiting = try await harness.log.reload { $0.id.rawValue == id && $0.state != .ok }
        #expect("\(waiting.state)".contains("waiting for approval"), "\(waiting.state)")
        let card = try await harness.get("/api/instances/\(id)/card").body
        #expect(card.contains("The last reload failed: "), "\(card)")
        #expect(card.contains("waiting for approval") && card.contains("run widgethost plugins approve Ticker"), "\(card)")
        #expect(card.contains(#"data-state="failed""#) && !card.contains("Tock"), "\(card)")

        try harness.runtime.approvePlugin("Ticker")
        try harness.runtime.requestReload([InstanceID(rawValue: Int64(id))], reasons: .explicit)
        harness.dashboard.daemon.wake()
        #expect(try await cardShows("Tock 1/3", id: id, harness: harness))
    }

    /// Waits (up to 20 s) until instance `id`'s card shows `text`; whether it did.
    private func cardShows(_ text: String, id: Int, harness: DashboardHarness) async throws -> Bool {
        let deadline = Date().addingTimeInterval(20)
        repeat {
            if try await harness.get("/api/instances/\(id)/card").body.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(50))
        } while Date() < deadline
        return false
    }
}
