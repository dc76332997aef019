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
