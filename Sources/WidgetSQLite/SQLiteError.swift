/// A failed SQLite call: the result code, SQLite's message and the statement.
public struct SQLiteError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_UNIQUE`, ...).
    public let code: Int32
    /// SQLite's own message.
    public let message: String
    /// The database file.
    public let path: String
    /// The SQL being run, if any.
    public let sql: String?

    public init(code: Int32, message: String, path: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.sql = sql
    }

    /// The primary result code (the low byte of the extended code).
    public var primaryCode: Int32 { code & 0xff }

    /// Whether another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { primaryCode == 5 || primaryCode == 6 }

    public var description: String {
        var text = "SQLite error \(code) in \(path): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }
}
