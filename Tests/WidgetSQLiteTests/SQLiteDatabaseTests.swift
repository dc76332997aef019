import Foundation
import Testing
import WidgetSQLite

struct SQLiteDatabaseTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-\(UUID().uuidString).sqlite").path

    @Test func storesAndReadsEveryValueKind() throws {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB, n)")
        try database.run("INSERT INTO t VALUES (?, ?, ?, ?, ?)", [42, 1.5, "加 10", .blob([0, 1, 255]), nil])
        let row = try #require(try database.query("SELECT * FROM t").first)
        #expect(row["i"] == .integer(42))
        #expect(row["r"] == .real(1.5))
        #expect(row["s"] == .text("加 10"))
        #expect(row["b"] == .blob([0, 1, 255]))
        #expect(row["n"] == .null)
    }

    @Test func transactionRollsBackWhenTheBodyThrows() throws {
        struct Abort: Error {}
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (v INTEGER)")
        #expect(throws: Abort.self) {
            try database.transaction {
                try database.run("INSERT INTO t VALUES (1)")
                throw Abort()
            }
        }
        #expect(try database.query("SELECT count(*) AS n FROM t").first?["n"] == .integer(0))
    }

    /// The statements that begin, commit and roll back a transaction are prepared once and kept:
    /// they run again, in any order, and a rollback leaves the connection ready for the next one.
    @Test func transactionsCommitAndRollBackOneAfterAnother() throws {
        struct Abort: Error {}
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (v INTEGER)")
        for round in 1...3 {
            try database.transaction { try database.run("INSERT INTO t VALUES (?)", [.integer(Int64(round))]) }
            #expect(throws: Abort.self) {
                try database.transaction {
                    try database.run("INSERT INTO t VALUES (?)", [.integer(Int64(-round))])
                    throw Abort()
                }
            }
        }
        #expect(try database.query("SELECT v FROM t ORDER BY v").map { $0["v"] } == [.integer(1), .integer(2), .integer(3)])
        try database.transaction { try database.transaction { try database.run("INSERT INTO t VALUES (4)") } }
        #expect(try database.query("SELECT count(*) AS n FROM t").first?["n"] == .integer(4), "a nested transaction joins the outer one")
    }

    @Test func usesWriteAheadLogging() throws {
        let database = try SQLiteDatabase(path: path)
        #expect(try database.query("PRAGMA journal_mode").first?[0] == .text("wal"))
    }

    @Test func badSQLNamesTheStatement() throws {
        let database = try SQLiteDatabase(path: path)
        let error = #expect(throws: SQLiteError.self) { try database.run("SELEKT 1") }
        #expect(error?.sql == "SELEKT 1")
    }

    @Test func wrongNumberOfBindingsIsAnError() throws {
        let database = try SQLiteDatabase(path: path)
        #expect(throws: SQLiteError.self) { try database.query("SELECT ?", []) }
    }
}

/// Text bound from its UTF-8 bytes, and the column names a cached statement keeps.
struct SQLiteTextBytesAndColumnNamesTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-\(UUID().uuidString).sqlite").path

    @Test func utf8TextIsStoredAsTextAndReadBackAsText() throws {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (id INTEGER, s TEXT)")
        try database.run("INSERT INTO t VALUES (?, ?)", [1, .utf8Text(Array(#"{"a":"加 10"}"#.utf8))])
        try database.run("INSERT INTO t VALUES (?, ?)", [2, .utf8Text([])])
        let rows = try database.query("SELECT s, typeof(s) AS kind FROM t ORDER BY id")
        #expect(rows.map { $0["s"] } == [.text(#"{"a":"加 10"}"#), .text("")])
        #expect(rows.map { $0["kind"] } == [.text("text"), .text("text")], "an empty buffer is bound as empty text, not NULL")
        #expect(SQLiteValue.utf8Text(Array("é".utf8)).textValue == "é")
        #expect(SQLiteValue.utf8Text(Array("é".utf8)).blobValue == Array("é".utf8))
    }

    @Test func aRepeatedQueryKeepsItsColumnNamesAndASelectStarSeesAnAddedColumn() throws {
        let database = try SQLiteDatabase(path: path)
        try database.execute("CREATE TABLE t (a INTEGER, b TEXT)")
        try database.run("INSERT INTO t VALUES (1, 'x')")
        for _ in 0..<2 {
            let row = try #require(try database.query("SELECT * FROM t").first)
            #expect(row.columns == ["a", "b"] && row["b"] == .text("x"))
        }
        try database.execute("ALTER TABLE t ADD COLUMN c REAL DEFAULT 2.5")
        let row = try #require(try database.query("SELECT * FROM t").first)
        #expect(row.columns == ["a", "b", "c"])
        #expect(row["c"] == .real(2.5))
    }
}
