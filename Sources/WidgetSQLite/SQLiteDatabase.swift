import CSQLite
import Foundation

/// A connection to one SQLite database file: the only place sqlite3 is called.
///
/// A connection is safe to share between threads; calls are serialized by a
/// recursive lock, so a ``transaction(_:)`` body may run statements.
///
/// ```swift
/// let database = try SQLiteDatabase(path: "/tmp/state.sqlite")
/// try database.execute("CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, value BLOB)")
/// try database.run("INSERT INTO kv VALUES (?, ?)", ["count", .blob([1])])
/// let rows = try database.query("SELECT value FROM kv WHERE key = ?", ["count"])
/// ```
public final class SQLiteDatabase: @unchecked Sendable {
    /// How a connection is opened.
    public struct Options: Sendable {
        /// Use write-ahead logging, so readers do not block the writer.
        public var writeAheadLog: Bool
        /// `FULL` syncs every commit to disk; `NORMAL` (with the WAL) syncs only at checkpoints: a commit
        /// survives a process crash, and a power loss may roll back the commits since the last checkpoint.
        public var synchronousFull: Bool
        /// How long a statement waits for another connection's lock, in milliseconds.
        public var busyTimeoutMilliseconds: Int32
        /// Open without the right to write.
        public var readOnly: Bool

        public init(
            writeAheadLog: Bool = true, synchronousFull: Bool = true, busyTimeoutMilliseconds: Int32 = 10_000, readOnly: Bool = false
        ) {
            self.writeAheadLog = writeAheadLog
            self.synchronousFull = synchronousFull
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.readOnly = readOnly
        }
    }

    /// The database file's path.
    public let path: String
    private let handle: OpaquePointer
    private let lock = NSRecursiveLock()
    private var statementCache: [StatementKey: PreparedStatement] = [:]

    /// A statement's SQL as the cache's key, hashed by its length and its first and last 32 bytes
    /// (SipHash over a whole `UPDATE` of a dozen columns costs more than the cache saves); equal
    /// when the whole texts are.
    private struct StatementKey: Hashable {
        let sql: String

        func hash(into hasher: inout Hasher) {
            var sql = sql
            sql.withUTF8 { bytes in
                hasher.combine(bytes.count)
                let raw = UnsafeRawBufferPointer(bytes)
                guard raw.count > 64 else { return hasher.combine(bytes: raw) }
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[..<32]))
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[(raw.count - 32)...]))
            }
        }
    }

    /// A statement prepared once and kept, with the column names its rows share (made once, not per query).
    /// A class, so that a query finds both with one lookup of its SQL.
    private final class PreparedStatement {
        let handle: OpaquePointer
        var columns: [String] = []
        init(handle: OpaquePointer) { self.handle = handle }

        /// The names of the columns, made again if their count changed (a `SELECT *` re-prepared after a
        /// schema change); asked after the first step, which is what re-prepares it.
        func columnNames() -> [String] {
            let count = sqlite3_column_count(handle)
            if columns.count != Int(count) { columns = (0..<count).map { String(cString: sqlite3_column_name(handle, $0)) } }
            return columns
        }
    }

    /// Opens (creating if needed) the database at `path`.
    ///
    /// - Throws: ``SQLiteError`` if the file cannot be opened or is not a database.
    public init(path: String, options: Options = Options()) throws {
        self.path = path
        var connection: OpaquePointer?
        let flags =
            (options.readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let connection { sqlite3_close_v2(connection) }
            throw SQLiteError(code: status, message: message, path: path)
        }
        handle = connection
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, options.busyTimeoutMilliseconds)
        do {
            if options.writeAheadLog && !options.readOnly { try execute("PRAGMA journal_mode=WAL") }
            try execute(options.synchronousFull ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL")
            try execute("PRAGMA foreign_keys=ON")
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
    }

    deinit {
        for statement in statementCache.values { sqlite3_finalize(statement.handle) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws {
        try locked {
            var message: UnsafeMutablePointer<CChar>?
            let status = sqlite3_exec(handle, sql, nil, nil, &message)
            if status != SQLITE_OK {
                let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
                sqlite3_free(message)
                throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, path: path, sql: sql)
            }
        }
    }

    /// Runs one statement with `bindings` for its `?` placeholders, ignoring any rows.
    ///
    /// - Returns: the number of rows the statement changed.
    @discardableResult
    public func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> Int {
        try locked {
            try withStatement(sql, bindings) { prepared in
                while try step(prepared.handle, sql: sql) {}
            }
            return Int(sqlite3_changes(handle))
        }
    }

    /// Runs one statement and returns all its rows.
    public func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try locked {
            try withStatement(sql, bindings) { prepared in
                let statement = prepared.handle
                var rows: [SQLiteRow] = []
                var columns: [String] = []
                while try step(statement, sql: sql) {
                    if rows.isEmpty { columns = prepared.columnNames() }
                    rows.append(SQLiteRow(columns: columns, values: (0..<Int32(columns.count)).map { column(statement, $0) }))
                }
                return rows
            }
        }
    }

    /// Runs `body` in one transaction (`BEGIN IMMEDIATE`), committing if it
    /// returns and rolling back if it throws. Nested calls join the outer one.
    public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        try locked {
            if sqlite3_get_autocommit(handle) == 0 { return try body() }
            // Prepared once and kept, as every statement `run` runs: not parsed again per transaction.
            try run("BEGIN IMMEDIATE")
            do {
                let result = try body()
                try run("COMMIT")
                return result
            } catch {
                _ = try? run("ROLLBACK")
                throw error
            }
        }
    }

    /// The rowid of the last row this connection inserted.
    public var lastInsertRowID: Int64 { locked { sqlite3_last_insert_rowid(handle) } }

    // MARK: - Statements

    private func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func withStatement<Result>(
        _ sql: String, _ bindings: [SQLiteValue], _ body: (PreparedStatement) throws -> Result
    ) throws -> Result {
        let prepared = try cachedStatement(sql)
        let statement = prepared.handle
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == bindings.count else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "statement has \(expected) parameters but \(bindings.count) values were given", path: path,
                sql: sql)
        }
        for (offset, value) in bindings.enumerated() {
            try bind(value, at: Int32(offset + 1), in: statement, sql: sql)
        }
        return try body(prepared)
    }

    private func cachedStatement(_ sql: String) throws -> PreparedStatement {
        if let statement = statementCache[StatementKey(sql: sql)] { return statement }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw SQLiteError(
                code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), path: path, sql: sql)
        }
        let prepared = PreparedStatement(handle: statement)
        statementCache[StatementKey(sql: sql)] = prepared
        return prepared
    }

    private func bind(_ value: SQLiteValue, at index: Int32, in statement: OpaquePointer, sql: String) throws {
        let status: Int32
        switch value {
        case .null: status = sqlite3_bind_null(statement, index)
        case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
        case .real(let number): status = sqlite3_bind_double(statement, index, number)
        case .text(let text):
            status = text.withCString { csqlite_bind_text_transient(statement, index, $0, Int32(strlen($0))) }
        case .blob(let bytes):
            status = bytes.withUnsafeBytes {
                csqlite_bind_blob_transient(statement, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count))
            }
        case .utf8Text(let bytes):
            // An empty buffer's base address may be nil, which sqlite3 would bind as NULL.
            guard !bytes.isEmpty else { return try bind(.text(""), at: index, in: statement, sql: sql) }
            status = bytes.withUnsafeBytes {
                csqlite_bind_text_transient(statement, index, $0.baseAddress!.assumingMemoryBound(to: CChar.self), Int32($0.count))
            }
        }
        guard status == SQLITE_OK else {
            throw SQLiteError(code: status, message: String(cString: sqlite3_errmsg(handle)), path: path, sql: sql)
        }
    }

    private func step(_ statement: OpaquePointer, sql: String) throws -> Bool {
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            throw SQLiteError(
                code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), path: path, sql: sql)
        }
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            return .text(
                String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }
}
