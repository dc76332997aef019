import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetSQLite
import WidgetTestSupport
import WidgetWire

/// A tap is one commit: the plugin's key-value writes during its perform and reload, the reloaded
/// timeline and the instance's row, in process and in a worker (whose writes come back to the host).
struct TapCommitTests {
    @Test(arguments: TestIsolation.both)
    func aTapCommitsItsStorageWritesItsTimelineAndItsRowOnce(isolation: PluginIsolation) throws {
        let harness = try RuntimeHarness(isolation: isolation)
        let id = try harness.addTicker(["policy=never"])
        let log = WALCommits(stateDirectory: harness.directory.path("state"))
        let before = try log.count()

        let tap = try harness.runtime.tap(id, control: "Bump")
        #expect(try log.count() == before + 1, "one commit for the whole tap")
        #expect(tap.result.value == .integer(1))
        #expect(try harness.shownText(id).contains("Count: 1"), "the reload read the perform's staged write")
        let stored = try harness.runtime.host.storage.value(forKey: "count", pluginID: "Ticker")
        #expect(stored.map { String(decoding: $0, as: UTF8.self) } == "1")
        #expect(try harness.runtime.storedInstances().first?.interactionPending == false)

        _ = try harness.runtime.tap(id, control: "Bump")
        #expect(try log.count() == before + 2)
        #expect(try harness.shownText(id).contains("Count: 2"), "the second perform read the first one's committed write")
    }

    @Test(arguments: TestIsolation.both)
    func aPerformOutsideATapStillCommitsItsWriteWhenItReturns(isolation: PluginIsolation) throws {
        let harness = try RuntimeHarness(isolation: isolation)
        _ = try harness.addTicker(["policy=never"])
        let plugin = try #require(harness.runtime.host.plugin(id: "Ticker"))
        let log = WALCommits(stateDirectory: harness.directory.path("state"))
        let before = try log.count()
        _ = try plugin.perform(intent: "BumpIntent", values: ["amount": 3])
        #expect(try log.count() == before + 1)
        let stored = try harness.runtime.host.storage.value(forKey: "count", pluginID: plugin.id)
        #expect(stored.map { String(decoding: $0, as: UTF8.self) } == "3")
    }

    /// `widgethost tap` killed with SIGKILL while the tap's reload waits at the Gate fixture's
    /// gate (its perform has run and written): nothing of the tap is stored, and the database is whole.
    @Test func aTapKilledBetweenItsPerformAndItsCommitLeavesNothingOfItStored() throws {
        let harness = try RuntimeHarness(gate: true)
        let id = try harness.runtime.add(kind: "Gate", assignments: ["label=button"]).id
        #expect(try harness.shownText(id) == "button #1")
        let plugin = try #require(harness.runtime.host.plugin(id: "Gate"))
        let gate = try FIFOGate(at: plugin.dataDirectory.appendingPathComponent("gate"))
        let state = harness.directory.path("state")
        let tap = try DaemonProcess(
            [id.description, "button #1", "--state", state.path, "--plugins", harness.directory.path("plugins").path],
            home: harness.directory.url, command: "tap")
        try gate.waitForHandler()
        _ = tap.stop(SIGKILL)
        gate.abandon()

        let storage = harness.runtime.host.storage
        #expect(try storage.value(forKey: "passes", pluginID: "Gate") == nil, "the perform's write went with the killed tap")
        #expect(try storage.value(forKey: "timelines", pluginID: "Gate").map { String(decoding: $0, as: UTF8.self) } == "1")
        let stored = try #require(try harness.runtime.storedInstances().first)
        #expect(stored.interactionPending == false)
        #expect(stored.timeline.map { ViewText.plainText(of: $0.entries[0].view) } == "button #1")
        let database = try SQLiteDatabase(path: state.appendingPathComponent(StateDatabase.fileName).path)
        #expect(try database.query("PRAGMA integrity_check").first?[0] == .text("ok"))
        let retried = try harness.runtime.tap(id, control: "button #1")
        #expect(retried.result.value == .integer(1))
        #expect(try harness.shownText(id) == "button #2")
    }
}
