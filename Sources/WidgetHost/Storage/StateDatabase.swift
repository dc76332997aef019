import Foundation
import WidgetSQLite

/// The host's durable state: `widgethost.sqlite` (WAL mode) in the state directory,
/// migrated to the newest schema when opened.
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
    public init(directory: URL, migrations: [StateMigration] = StateMigration.all) throws(HostStateError) {
        precondition(
            migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version }, "migrations must be numbered 1, 2, 3, ... in order")
        self.directory = directory
        try StateDirectory.create(directory)
        let path = directory.appendingPathComponent(Self.fileName).path
        do {
            database = try SQLiteDatabase(path: path)
        } catch {
            throw .database(error as? SQLiteError ?? SQLiteError(code: 1, message: "\(error)", path: path))
        }
        try migrate(migrations)
    }

    /// The schema version recorded in the database.
    public func schemaVersion() throws(HostStateError) -> Int {
        do {
            return try Int(database.query("SELECT version FROM schema_version").first?[0].integerValue ?? 0)
        } catch {
            throw Self.wrap(error, path: database.path)
        }
    }

    private func migrate(_ migrations: [StateMigration]) throws(HostStateError) {
        let path = database.path
        do {
            try database.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            try database.transaction {
                if try database.query("SELECT count(*) FROM schema_version").first?[0].integerValue == 0 {
                    try database.run("INSERT INTO schema_version (version) VALUES (0)")
                }
            }
        } catch {
            throw Self.wrap(error, path: path)
        }
        let latest = migrations.last?.version ?? 0
        for migration in migrations {
            do {
                try database.transaction {
                    let current = try database.query("SELECT version FROM schema_version").first?[0].integerValue ?? 0
                    if current > latest { throw HostStateError.newerSchema(path: path, found: Int(current), supported: latest) }
                    guard current < migration.version else { return }
                    try migration.apply(database)
                    try database.run("UPDATE schema_version SET version = ?", [.integer(Int64(migration.version))])
                }
            } catch let error as HostStateError {
                throw error
            } catch {
                throw .migrationFailed(path: path, version: migration.version, name: migration.name, reason: "\(error)")
            }
        }
        let found = try schemaVersion()
        if found > latest { throw .newerSchema(path: path, found: found, supported: latest) }
    }

    static func wrap(_ error: any Error, path: String) -> HostStateError {
        if let error = error as? HostStateError { return error }
        return .database(error as? SQLiteError ?? SQLiteError(code: 1, message: "\(error)", path: path))
    }
}
