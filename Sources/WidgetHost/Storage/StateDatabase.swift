import Foundation
import WidgetSQLite

/// The host's durable state: `widgethost.sqlite` in the state directory, migrated to the
/// newest schema when opened.
///
/// WAL mode with `synchronous=NORMAL`: a commit is a write to the log, without an fsync. It
/// survives the process being killed (the committed frames are in the OS page cache) and
/// survives power loss once the OS has written it back or SQLite's next checkpoint (every 1,000
/// log pages, and when the last connection closes) has synced the log; a power loss before that
/// rolls back to an earlier commit, never to a torn one (the log's frames are checksummed).
///
/// The host applies its own migrations (``StateMigration/host``); a layer above that keeps
/// tables here too applies its own with ``migrate(_:)``:
///
/// ```swift
/// let state = try StateDatabase(directory: directory)
/// try state.migrate(myLayerMigrations)
/// ```
public final class StateDatabase: Sendable {
    /// The database file's name inside the state directory.
    public static let fileName = "widgethost.sqlite"

    /// The state directory.
    public let directory: URL
    /// The connection; every table of the host lives here.
    public let database: SQLiteDatabase

    /// Opens (creating if needed) the state database in `directory` and applies pending `migrations`.
    ///
    /// - Throws: ``HostStateError`` if the directory or database cannot be used, or the
    ///   database has a newer schema than `migrations` describe.
    public init(directory: URL, migrations: [StateMigration] = StateMigration.host) throws(HostStateError) {
        self.directory = directory
        try StateDirectory.create(directory)
        let path = directory.appendingPathComponent(Self.fileName).path
        do {
            database = try SQLiteDatabase(path: path, options: Self.connectionOptions)
        } catch {
            throw Self.wrap(error, path: path, table: "schema_version")
        }
        try migrate(migrations)
    }

    /// A state database in memory, migrated as the file would be, for a process that must not hold the
    /// file open: a plugin worker, whose plugin could write over the whole file through the descriptor.
    init(inMemoryFor directory: URL) throws(HostStateError) {
        self.directory = directory
        do {
            database = try SQLiteDatabase(path: ":memory:", options: Self.connectionOptions)
        } catch {
            throw Self.wrap(error, path: ":memory:", table: "schema_version")
        }
        try migrate(StateMigration.host)
    }

    /// How the state database is opened: WAL, `synchronous=NORMAL` (see the type's description).
    package static let connectionOptions = SQLiteDatabase.Options(writeAheadLog: true, synchronousFull: false)

    /// The highest schema version recorded in the database, of any layer.
    public func schemaVersion() throws(HostStateError) -> Int {
        do {
            return try SchemaLedger(database: database).highestVersion()
        } catch {
            throw Self.wrap(error, path: database.path, table: "schema_version")
        }
    }

    /// Applies those of `migrations` the database has not had yet, in version order, each in
    /// a transaction of its own; migrations applied before are skipped. Other layers' tables
    /// are left alone.
    ///
    /// - Throws: ``HostStateError/newerSchema(path:found:supported:)`` if the database has a
    ///   newer migration of one of these layers than `migrations` list, or
    ///   ``HostStateError/migrationFailed(path:version:name:reason:)``.
    public func migrate(_ migrations: [StateMigration]) throws(HostStateError) {
        precondition(
            migrations.allSatisfy { $0.version > 0 } && Set(migrations.map(\.version)).count == migrations.count,
            "every migration has a version of its own, 1 or more")
        let path = database.path
        let ledger = SchemaLedger(database: database)
        let supported = Dictionary(grouping: migrations, by: \.layer).mapValues { $0.map(\.version).max() ?? 0 }
        do {
            try ledger.prepare(for: migrations)
        } catch {
            throw Self.wrap(error, path: path, table: "schema_version")
        }
        for migration in migrations.sorted(by: { $0.version < $1.version }) {
            do {
                try database.transaction {
                    let current = try ledger.version(of: migration.layer)
                    let latest = supported[migration.layer] ?? 0
                    if current > latest { throw HostStateError.newerSchema(path: path, found: current, supported: latest) }
                    guard current < migration.version else { return }
                    try migration.apply(database)
                    try ledger.record(migration)
                }
            } catch let error as HostStateError {
                throw error
            } catch {
                throw .migrationFailed(path: path, version: migration.version, name: migration.name, reason: "\(error)")
            }
        }
        for (layer, latest) in supported {
            let found: Int
            do {
                found = try ledger.version(of: layer)
            } catch {
                throw Self.wrap(error, path: path, table: "schema_version")
            }
            if found > latest { throw .newerSchema(path: path, found: found, supported: latest) }
        }
    }

    /// `error` as a ``HostStateError``: itself if it is one, SQLite's own error as
    /// ``HostStateError/database(_:)``, and anything else (a value of `table` that cannot be
    /// encoded or decoded) as ``HostStateError/unreadableRow(path:table:row:reason:)``.
    package static func wrap(_ error: any Error, path: String, table: String) -> HostStateError {
        switch error {
        case let error as HostStateError: error
        case let error as SQLiteError: .database(error)
        default: .unreadableRow(path: path, table: table, row: nil, reason: "\(error)")
        }
    }
}
