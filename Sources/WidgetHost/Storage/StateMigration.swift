import WidgetSQLite

/// One step of the state database's schema, applied once, in version order.
///
/// Several layers keep tables in the one database: the plugin host (``host``) and the layers
/// above it, which apply their own migrations with ``StateDatabase/migrate(_:)``. Versions are
/// one numbering shared by every layer (the host's key-value store is 1, the widget runtime's
/// instances are 2): a new migration of any layer takes the next unused version, and a
/// published one is never edited. The database records the last version applied per layer.
public struct StateMigration: Sendable {
    /// The schema version this migration produces: unique among every layer's migrations.
    public let version: Int
    /// The layer whose tables it changes (`host`, `runtime`, ...): a database written by a newer
    /// build of a layer is refused by an older one, while other layers' tables are left alone.
    public let layer: String
    /// What it does, for messages.
    public let name: String
    /// Applies the migration; runs inside a transaction.
    public let apply: @Sendable (SQLiteDatabase) throws -> Void

    /// A migration that runs code.
    public init(version: Int, layer: String, name: String, apply: @escaping @Sendable (SQLiteDatabase) throws -> Void) {
        self.version = version
        self.layer = layer
        self.name = name
        self.apply = apply
    }

    /// A migration that runs SQL statements.
    public init(version: Int, layer: String, name: String, sql: String) {
        self.init(version: version, layer: layer, name: name) { database in try database.execute(sql) }
    }
}

extension StateMigration {
    /// The plugin host's migrations (layer `host`), in order: applied whenever a host opens its state directory.
    public static let host: [StateMigration] = [
        StateMigration(
            version: 1, layer: "host", name: "plugin key-value store",
            sql: """
                CREATE TABLE plugin_storage (
                    plugin_id TEXT NOT NULL,
                    key TEXT NOT NULL,
                    value BLOB NOT NULL,
                    updated_at REAL NOT NULL DEFAULT ((julianday('now') - 2440587.5) * 86400.0),
                    PRIMARY KEY (plugin_id, key)
                ) WITHOUT ROWID;
                """),
        StateMigration(
            version: 3, layer: "host", name: "plugin pins (approved SHA-256 per plugin)",
            sql: """
                CREATE TABLE plugin_pins (
                    plugin_id TEXT PRIMARY KEY NOT NULL,
                    path TEXT NOT NULL,
                    sha256 TEXT NOT NULL,
                    file_identity TEXT NOT NULL,
                    approved_at REAL NOT NULL DEFAULT ((julianday('now') - 2440587.5) * 86400.0)
                ) WITHOUT ROWID;
                """),
        StateMigration(
            version: 4, layer: "host", name: "plugins denied the network",
            sql: """
                CREATE TABLE plugin_network (
                    plugin_id TEXT PRIMARY KEY NOT NULL,
                    denied INTEGER NOT NULL,
                    changed_at REAL NOT NULL DEFAULT ((julianday('now') - 2440587.5) * 86400.0)
                ) WITHOUT ROWID;
                """),
    ]
}
