import WidgetSQLite

/// The plugins the user denied the network, in the state database's `plugin_network` table
/// (`widgethost plugins deny-network ID`, `allow-network ID`). A denied plugin's worker can
/// neither connect nor bind TCP (Landlock) nor open any socket but unix ones (seccomp); every
/// other plugin may use the network, as widgets do on iOS.
///
/// ```swift
/// try host.network.setNetworkDenied(true, pluginID: "Counter")
/// ```
public struct PluginNetworkStore: Sendable {
    /// The database holding the `plugin_network` table.
    public let database: SQLiteDatabase

    /// A store over the state database (migrated with ``StateMigration/host``).
    public init(database: SQLiteDatabase) { self.database = database }

    /// The ids of the plugins denied the network, sorted.
    public func deniedPlugins() throws(HostStateError) -> [String] {
        try wrap {
            try database.query("SELECT plugin_id FROM plugin_network WHERE denied = 1 ORDER BY plugin_id").compactMap { $0[0].textValue }
        }
    }

    /// Whether `pluginID` is denied the network.
    public func isNetworkDenied(pluginID: String) throws(HostStateError) -> Bool {
        try wrap {
            try !database.query("SELECT 1 FROM plugin_network WHERE plugin_id = ? AND denied = 1", [.text(pluginID)]).isEmpty
        }
    }

    /// Denies `pluginID` the network (`true`) or allows it again (`false`): its next worker obeys.
    public func setNetworkDenied(_ denied: Bool, pluginID: String) throws(HostStateError) {
        try wrap {
            if denied {
                try database.run(
                    """
                    INSERT INTO plugin_network (plugin_id, denied) VALUES (?, 1)
                    ON CONFLICT (plugin_id) DO UPDATE SET denied = 1, changed_at = (julianday('now') - 2440587.5) * 86400.0
                    """, [.text(pluginID)])
            } else {
                try database.run("DELETE FROM plugin_network WHERE plugin_id = ?", [.text(pluginID)])
            }
        }
    }

    @discardableResult
    private func wrap<Result>(_ body: () throws -> Result) throws(HostStateError) -> Result {
        do {
            return try body()
        } catch {
            throw StateDatabase.wrap(error, path: database.path, table: "plugin_network")
        }
    }
}
