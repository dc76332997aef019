import WidgetSQLite

/// The durable key-value store plugins reach through `storage_get/set/remove`
/// (the App Group analogue): one namespace per plugin id, in the state database.
public struct PluginKeyValueStore: Sendable {
    /// The database holding the `plugin_storage` table.
    public let database: SQLiteDatabase

    /// A store over the state database.
    public init(database: SQLiteDatabase) { self.database = database }

    /// The value stored under `key` for `pluginID`, or `nil`.
    public func value(forKey key: String, pluginID: String) throws(HostStateError) -> [UInt8]? {
        try wrap {
            try database.query("SELECT value FROM plugin_storage WHERE plugin_id = ? AND key = ?", [.text(pluginID), .text(key)])
                .first?[0].blobValue
        }
    }

    /// Stores `value` under `key` for `pluginID`, replacing any previous value; committed when this
    /// returns (it survives the process being killed; see ``StateDatabase`` for power loss).
    public func setValue(_ value: [UInt8], forKey key: String, pluginID: String) throws(HostStateError) {
        try wrap {
            try database.run(
                """
                INSERT INTO plugin_storage (plugin_id, key, value) VALUES (?, ?, ?)
                ON CONFLICT (plugin_id, key) DO UPDATE SET value = excluded.value, updated_at = (julianday('now') - 2440587.5) * 86400.0
                """,
                [.text(pluginID), .text(key), .blob(value)])
        }
    }

    /// Removes the value under `key` for `pluginID`; removing a missing key succeeds.
    public func removeValue(forKey key: String, pluginID: String) throws(HostStateError) {
        try wrap { try database.run("DELETE FROM plugin_storage WHERE plugin_id = ? AND key = ?", [.text(pluginID), .text(key)]) }
    }

    /// The keys stored for `pluginID`, sorted.
    public func keys(pluginID: String) throws(HostStateError) -> [String] {
        try wrap {
            try database.query("SELECT key FROM plugin_storage WHERE plugin_id = ? ORDER BY key", [.text(pluginID)]).compactMap {
                $0[0].textValue
            }
        }
    }

    @discardableResult
    private func wrap<Result>(_ body: () throws -> Result) throws(HostStateError) -> Result {
        do {
            return try body()
        } catch {
            throw StateDatabase.wrap(error, path: database.path, table: "plugin_storage")
        }
    }
}
