import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetSQLite
import WidgetTestSupport

/// The state database's layers: the host's migrations and the runtime's, applied by each
/// layer to the one database, and databases written before the two were separate layers.
struct RuntimeMigrationTests {
    /// A state database as hosts before the layers wrote it: one `schema_version` of 2, both tables.
    static func writeUnlayeredDatabase(in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = try SQLiteDatabase(path: directory.appendingPathComponent(StateDatabase.fileName).path)
        try database.execute("CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (2)")
        for migration in StateMigration.host + StateMigration.runtime where migration.version <= 2 { try migration.apply(database) }
        _ = try InstanceStore(database: database).insert(
            WidgetInstance(pluginID: "Ticker", pluginPath: "/p/libTicker.so", kind: "Tick", family: .systemSmall, createdAt: 0))
    }

    @Test func aDatabaseFromBeforeTheLayersOpensUnchangedInTheHostAndTheRuntime() throws {
        let directory = TemporaryDirectory()
        let state = directory.path("state")
        try Self.writeUnlayeredDatabase(in: state)
        // Its tables and rows are unchanged; the host's later migrations (3, plugin pins; 4, plugins denied the network) are applied on top.
        #expect(try StateDatabase(directory: state).schemaVersion() == 4)
        let runtime = try WidgetRuntime(configuration: WidgetRuntime.Configuration(stateDirectory: state))
        #expect(try runtime.store.all().map(\.kind) == ["Tick"])
        // The runtime adds its own later migration (5, instance desktop positions).
        #expect(try runtime.host.state.schemaVersion() == 5)
    }

    @Test func theHostAloneOpensADatabaseTheRuntimeMigrated() throws {
        let directory = TemporaryDirectory()
        let state = directory.path("state")
        let runtime = try WidgetRuntime(configuration: .init(stateDirectory: state))
        #expect(try runtime.host.state.schemaVersion() == StateMigration.host.count + StateMigration.runtime.count)
        let host = try StateDatabase(directory: state)
        #expect(try host.schemaVersion() == StateMigration.host.count + StateMigration.runtime.count)
        #expect(try InstanceStore(database: host.database).all().isEmpty)
    }

    @Test func aNewerRuntimeLayerIsRefusedByTheRuntimeButNotByTheHost() throws {
        let directory = TemporaryDirectory()
        let state = directory.path("state")
        let next = StateMigration.host.count + StateMigration.runtime.count + 1
        let newer = StateMigration(version: next, layer: "runtime", name: "future", sql: "CREATE TABLE future (x)")
        try StateDatabase(directory: state).migrate(StateMigration.runtime + [newer])
        #expect(try StateDatabase(directory: state).schemaVersion() == next)
        let error = try #require(throws: HostStateError.self) { try WidgetRuntime(configuration: .init(stateDirectory: state)) }
        guard case .newerSchema(_, let found, let supported) = error else { Issue.record("unexpected \(error)"); return }
        #expect(found == next && supported == StateMigration.runtime.map(\.version).max())
    }
}
