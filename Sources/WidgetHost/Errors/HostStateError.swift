import WidgetSQLite

/// The host could not use its state directory or database (exit code 1).
public enum HostStateError: WidgetHostError, Hashable {
    /// A directory the host needs could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// SQLite failed.
    case database(SQLiteError)
    /// A value read from (or to be written to) the database is not what its column holds: a
    /// row that cannot be decoded, or a value that cannot be encoded. SQLite itself did not fail.
    case unreadableRow(path: String, table: String, row: Int64?, reason: String)
    /// The database was written by a newer host, with migrations this host does not know.
    case newerSchema(path: String, found: Int, supported: Int)
    /// A migration failed; the database was left at the version before it.
    case migrationFailed(path: String, version: Int, name: String, reason: String)
    /// A plugin in a worker could not have its host read or write its key-value store (the host
    /// refused or failed, and logged why, or it has gone).
    case storageUnreachable(pluginID: String, key: String)

    public var category: ErrorCategory { .hostFailure }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return [
                Diagnostic(
                    problem: "cannot create directory: \(reason)", location: path,
                    expected: "a writable state directory (choose one with --state DIR or WIDGETHOST_STATE)")
            ]
        case .database(let error):
            return [
                Diagnostic(
                    problem: "database error \(error.code): \(error.message)", location: error.path, expected: "a usable SQLite database")
            ]
        case .unreadableRow(let path, let table, let row, let reason):
            return [
                Diagnostic(
                    problem: "\(table) row\(row.map { " \($0)" } ?? ""): \(reason)", location: path,
                    expected: "rows this host wrote (the file may have been edited by hand, or by a newer host)")
            ]
        case .newerSchema(let path, let found, let supported):
            return [
                Diagnostic(
                    problem: "the state database has schema version \(found), newer than this host knows", location: path,
                    expected: "schema version \(supported) or older: use a newer widgethost, or another --state directory")
            ]
        case .migrationFailed(let path, let version, let name, let reason):
            return [
                Diagnostic(
                    problem: "migration \(version) (\(name)) failed: \(reason)", location: path,
                    expected: "a state database this host can migrate")
            ]
        case .storageUnreachable(let pluginID, let key):
            return [
                Diagnostic(
                    problem: "the host did not answer a read of '\(key)' from the plugin's worker", location: "plugin \(pluginID)",
                    expected: "a host that reads its state database (its log says why it could not)")
            ]
        }
    }
}
