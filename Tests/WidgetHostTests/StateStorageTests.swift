import Foundation
import Testing
import WidgetHost
import WidgetSQLite
import WidgetTestSupport

/// The state directory, the state database's migrations, and the plugin key-value store.
struct StateStorageTests {
    @Test func theStateDirectoryComesFromTheOptionThenTheEnvironment() {
        let home = ["HOME": "/home/ada"]
        #expect(StateDirectory.resolve(explicit: "/tmp/s", environment: home.merging(["WIDGETHOST_STATE": "/x"]) { $1 }).path == "/tmp/s")
        #expect(StateDirectory.resolve(explicit: nil, environment: home.merging(["WIDGETHOST_STATE": "/x"]) { $1 }).path == "/x")
        #expect(
            StateDirectory.resolve(explicit: nil, environment: home.merging(["XDG_STATE_HOME": "/xdg"]) { $1 }).path == "/xdg/widgethost")
        #expect(StateDirectory.resolve(explicit: nil, environment: home).path == "/home/ada/.local/state/widgethost")
    }

    /// The newest version of the host's migrations (versions are shared with other layers, so not their count).
    private let latest = StateMigration.host.map(\.version).max() ?? 0

    @Test func migrationsRunOnceInOrderAndRecordTheSchemaVersion() throws {
        let directory = TemporaryDirectory()
        let migrations =
            StateMigration.host + [
                StateMigration(
                    version: latest + 1, layer: "host", name: "instances",
                    sql: "CREATE TABLE instances (id INTEGER PRIMARY KEY)")
            ]
        let state = try StateDatabase(directory: directory.url, migrations: migrations)
        #expect(try state.schemaVersion() == latest + 1)
        #expect(try state.database.query("PRAGMA journal_mode").first?[0] == .text("wal"))
        let reopened = try StateDatabase(directory: directory.url, migrations: migrations)
        #expect(try reopened.schemaVersion() == latest + 1)
        #expect(try reopened.database.query("SELECT count(*) FROM schema_version").first?[0] == .integer(1))
    }

    @Test func aDatabaseFromANewerHostIsRefused() throws {
        let directory = TemporaryDirectory()
        let newer =
            StateMigration.host + [
                StateMigration(version: latest + 1, layer: "host", name: "future", sql: "CREATE TABLE future (x)")
            ]
        _ = try StateDatabase(directory: directory.url, migrations: newer)
        let error = try #require(throws: HostStateError.self) { try StateDatabase(directory: directory.url) }
        guard case .newerSchema(_, let found, let supported) = error else { Issue.record("unexpected \(error)"); return }
        #expect(found == latest + 1 && supported == latest)
    }

    @Test func aFailedMigrationLeavesTheVersionBeforeIt() throws {
        let directory = TemporaryDirectory()
        let broken =
            StateMigration.host + [
                StateMigration(version: latest + 1, layer: "host", name: "broken", sql: "CREATE TABLE oops (")
            ]
        #expect(throws: HostStateError.self) { try StateDatabase(directory: directory.url, migrations: broken) }
        #expect(try StateDatabase(directory: directory.url).schemaVersion() == latest)
    }

    @Test func theKeyValueStoreKeepsOneNamespacePerPlugin() throws {
        let directory = TemporaryDirectory()
        let store = PluginKeyValueStore(database: try StateDatabase(directory: directory.url).database)
        try store.setValue(Array("1".utf8), forKey: "count", pluginID: "a")
        try store.setValue(Array("2".utf8), forKey: "count", pluginID: "b")
        try store.setValue(Array("3".utf8), forKey: "count", pluginID: "a")
        #expect(try store.value(forKey: "count", pluginID: "a") == Array("3".utf8))
        #expect(try store.value(forKey: "count", pluginID: "b") == Array("2".utf8))
        try store.removeValue(forKey: "count", pluginID: "a")
        try store.removeValue(forKey: "never-set", pluginID: "a")
        #expect(try store.value(forKey: "count", pluginID: "a") == nil)
        #expect(try store.keys(pluginID: "b") == ["count"])
    }

    @Test func anUnusableStateDirectoryIsAHostFailure() throws {
        let directory = TemporaryDirectory()
        let file = directory.path("file")
        try Data().write(to: file)
        let error = try #require(throws: HostStateError.self) {
            try PluginHost(configuration: .init(stateDirectory: file.appendingPathComponent("state")))
        }
        #expect(error.category == .hostFailure)
    }
}
