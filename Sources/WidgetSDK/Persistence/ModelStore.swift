internal import Synchronization
internal import WidgetSQLite

/// One model store: an SQLite database with a table per model type, each row
/// a model's JSON keyed by its id. Containers that open the same file in one
/// process share one store (and one connection); SQLite serializes writers
/// across processes.
final class ModelStore: Sendable {
    /// One change a save makes.
    enum Change {
        /// Writes `json` as the row `key` of `table`, replacing any row with that key.
        case upsert(table: String, key: String, json: Data)
        /// Removes the row `key` of `table`, if any.
        case delete(table: String, key: String)
    }

    /// The file's path, or `:memory:`, for messages.
    let path: String
    private let database: SQLiteDatabase
    private let createdTables = Mutex<Set<String>>([])

    private init(path: String, database: SQLiteDatabase) {
        self.path = path
        self.database = database
    }

    private static let openStores = Mutex<[String: ModelStore]>([:])

    /// The store `configuration` names: an open one for the same file, or a new one.
    static func open(_ configuration: ModelConfiguration) throws(PersistenceError) -> ModelStore {
        guard let url = try configuration.fileURL() else {
            return try ModelStore(path: ":memory:", options: SQLiteDatabase.Options(writeAheadLog: false))
        }
        let path = url.standardizedFileURL.path
        if let store = openStores.withLock({ $0[path] }) { return store }
        let directory = url.standardizedFileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: describeError(error))
        }
        let store = try ModelStore(path: path, options: SQLiteDatabase.Options())
        return openStores.withLock { stores in
            if let existing = stores[path] { return existing }
            stores[path] = store
            return store
        }
    }

    private convenience init(path: String, options: SQLiteDatabase.Options) throws(PersistenceError) {
        do {
            self.init(path: path, database: try SQLiteDatabase(path: path, options: options))
        } catch {
            throw .storeFailed(path: path, reason: describeError(error))
        }
    }

    /// Creates the table of a model type, unless it exists.
    func ensureTable(_ table: String) throws(PersistenceError) {
        if createdTables.withLock({ $0.contains(table) }) { return }
        try storeCall {
            try database.execute("CREATE TABLE IF NOT EXISTS \(Self.quoted(table)) (id TEXT PRIMARY KEY NOT NULL, json TEXT NOT NULL)")
        }
        _ = createdTables.withLock { $0.insert(table) }
    }

    /// Every row of `table`, in the order they were first saved: what a fetch without a sort returns, as SwiftData's
    /// store on iOS returns its rows in the order of their primary keys, which count up as models are inserted.
    func rows(in table: String) throws(PersistenceError) -> [(key: String, json: Data)] {
        try ensureTable(table)
        let rows = try storeCall { try database.query("SELECT id, json FROM \(Self.quoted(table)) ORDER BY rowid") }
        return rows.map { row in (row["id"].textValue ?? "", Data((row["json"].textValue ?? "").utf8)) }
    }

    /// The JSON of row `key` of `table`, or `nil` when there is none.
    func row(in table: String, key: String) throws(PersistenceError) -> Data? {
        try ensureTable(table)
        let rows = try storeCall { try database.query("SELECT json FROM \(Self.quoted(table)) WHERE id = ?", [.text(key)]) }
        return rows.first.map { Data(($0["json"].textValue ?? "").utf8) }
    }

    /// Applies `changes` in one transaction: all of them, or none when one fails.
    func apply(_ changes: [Change]) throws(PersistenceError) {
        for change in changes {
            switch change {
            case .upsert(let table, _, _), .delete(let table, _): try ensureTable(table)
            }
        }
        try storeCall {
            try database.transaction {
                for change in changes {
                    switch change {
                    case .upsert(let table, let key, let json):
                        // An update keeps its row (and so its place in ``rows(in:)``); `INSERT OR REPLACE` would move it last.
                        try database.run(
                            "INSERT INTO \(Self.quoted(table)) (id, json) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET json = excluded.json",
                            [.text(key), .text(String(decoding: json, as: UTF8.self))])
                    case .delete(let table, let key):
                        try database.run("DELETE FROM \(Self.quoted(table)) WHERE id = ?", [.text(key)])
                    }
                }
            }
        }
    }

    private func storeCall<Result>(_ body: () throws -> Result) throws(PersistenceError) -> Result {
        do {
            return try body()
        } catch {
            throw .storeFailed(path: path, reason: describeError(error))
        }
    }

    /// `name` as an SQL identifier.
    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
