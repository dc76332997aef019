import Foundation

/// Counts the commits in a state database's write-ahead log, from the file (so commits made by any
/// process or connection count): the frames of the log's current generation (their salts match the
/// log header's) that end a transaction (they record the database's size after the commit).
///
/// SQLite restarts the log after a checkpoint; a test reads the count before and after a step
/// small enough (a few pages) that no checkpoint runs in between.
struct WALCommits {
    /// The log file: `widgethost.sqlite-wal` next to the database.
    let path: String

    init(stateDirectory: URL) { path = stateDirectory.appendingPathComponent("widgethost.sqlite-wal").path }

    /// How many commits the log's current generation holds (0 if there is no log).
    func count() throws -> Int {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 32 else { return 0 }
        let bytes = [UInt8](data)
        func word(_ offset: Int) -> UInt32 { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let pageSize = Int(word(8)) == 1 ? 65_536 : Int(word(8))
        let salts = (word(16), word(20))
        var commits = 0
        var offset = 32
        while offset + 24 + pageSize <= bytes.count, (word(offset + 8), word(offset + 12)) == salts {
            if word(offset + 4) != 0 { commits += 1 }
            offset += 24 + pageSize
        }
        return commits
    }
}
