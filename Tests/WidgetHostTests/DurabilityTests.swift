import Foundation
import Testing
import WidgetHost
import WidgetSQLite
import WidgetTestSupport

/// What `storage_set` promises (WAL, `synchronous=NORMAL`): a value acknowledged to the plugin
/// survives the process that wrote it, and the next process, being killed with `kill -9` mid-write.
struct DurabilityTests {
    /// The Counter's stored number (`HostDefaults.standard`, `{"int":N}`), read straight from the state database.
    private func storedNumber(in state: URL) throws -> String? {
        let database = try SQLiteDatabase(path: state.appendingPathComponent(StateDatabase.fileName).path)
        #expect(try database.query("PRAGMA integrity_check").first?[0] == .text("ok"))
        let bytes = try PluginKeyValueStore(database: database).value(forKey: "standard/number", pluginID: "Counter")
        return bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aValueStorageSetAcknowledgedSurvivesKillingTheNextProcessMidWrite() throws {
        let directory = TemporaryDirectory()
        let plugin = directory.url.appendingPathComponent("libCounter.so")
        try FileManager.default.copyItem(at: CounterEndToEndTests.library, to: plugin)
        let state = directory.url.appendingPathComponent("state")
        let cli = CLIRunner(home: directory.url)
        let perform = ["perform", plugin.path, "MyCalculateIntent", "--state", state.path]
        let first = try cli.run(perform + ["--param", "value=7"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(try storedNumber(in: state) == #"{"int":7}"#)

        // Each later process adds 1 and is killed (SIGKILL) after a random few milliseconds: before,
        // during or after its write. Every perform that exited 0 was acknowledged and must be there.
        var acknowledged = 0
        var generator = SystemRandomNumberGenerator()
        let binary = BuiltProducts.widgethost.path
        for _ in 0..<12 {
            let run = try Subprocess.run(
                binary, perform + ["--param", "value=1"], environment: CLIRunner.environment(home: directory.url),
                timeLimit: Double.random(in: 0.002...0.12, using: &generator))
            if run.status == 0 { acknowledged += 1 }
        }
        let text = try #require(try storedNumber(in: state))
        let number = try #require(Int(text.dropFirst(#"{"int":"#.count).dropLast()))
        #expect(number >= 7 + acknowledged, "\(acknowledged) acknowledged performs after the first; stored \(text)")
        #expect(number <= 7 + 12)
    }
}
