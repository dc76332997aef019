import WidgetSQLite

/// One step of the state database's schema, applied once, in version order.
///
/// The database records the last version applied in `schema_version`. To change the
/// schema, append a migration with the next version to ``all``; never edit a published one.
public struct StateMigration: Sendable {
    /// The schema version this migration produces (1, 2, 3, ...).
    public let version: Int
    /// What it does, for messages.
    public let name: String
    /// Applies the migration; runs inside a transaction.
    public let apply: @Sendable (SQLiteDatabase) throws -> Void

    /// A migration that runs code.
    public init(version: Int, name: String, apply: @escaping @Sendable (SQLiteDatabase) throws -> Void) {
        self.version = version
        self.name = name
        self.apply = apply
    }

    /// A migration that runs SQL statements.
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name) { database in try database.execute(sql) }
    }
}

extension StateMigration {
    /// Every migration of the host's state database, in order.
    public static let all: [StateMigration] = [
        StateMigration(
            version: 1, name: "plugin key-value store",
            sql: """
                CREATE TABLE plugin_storage (
                    plugin_id TEXT NOT NULL,
                    key TEXT NOT NULL,
                    value BLOB NOT NULL,
                    updated_at REAL NOT NULL DEFAULT ((julianday('now') - 2440587.5) * 86400.0),
                    PRIMARY KEY (plugin_id, key)
                ) WITHOUT ROWID;
                """),
        InstanceStore.migration,
    ]
}
