import Foundation
import WidgetHost
import WidgetSQLite

/// Makes a state directory's key-value store fail for real, from a connection of its own: the
/// `plugin_storage` table is renamed away, so every read and write of it fails ("no such table")
/// in this process and in plugin workers alike, until ``end()`` renames it back.
struct StoreOutage {
    private let database: SQLiteDatabase

    init(stateDirectory: URL) throws {
        database = try SQLiteDatabase(path: stateDirectory.appendingPathComponent(StateDatabase.fileName).path)
    }

    /// Takes the store away.
    func begin() throws { try database.run("ALTER TABLE plugin_storage RENAME TO plugin_storage_away") }

    /// Brings it back, with every value it held.
    func end() throws { try database.run("ALTER TABLE plugin_storage_away RENAME TO plugin_storage") }
}
