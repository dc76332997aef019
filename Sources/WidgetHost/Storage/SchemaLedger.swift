import WidgetSQLite

/// Where the state database records its schema:
/// - `schema_version`: the highest migration version applied, of any layer (what hosts built
///   before layers existed read and check);
/// - `schema_layers`: the last version applied per layer;
/// - `schema_baseline`: the `schema_version` a database had when layers were first recorded. A
///   layer seen for the first time counts its own migrations up to it as applied, so a database
///   written before the host and the runtime were separate layers opens unchanged.
struct SchemaLedger {
    let database: SQLiteDatabase

    /// Creates the bookkeeping tables if they are missing, and a row for every layer of `migrations`.
    func prepare(for migrations: [StateMigration]) throws {
        try database.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        try database.transaction {
            if try count("schema_version") == 0 { try database.run("INSERT INTO schema_version (version) VALUES (0)") }
            try database.execute(
                """
                CREATE TABLE IF NOT EXISTS schema_layers (layer TEXT PRIMARY KEY, version INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS schema_baseline (version INTEGER NOT NULL);
                """)
            if try count("schema_baseline") == 0 {
                try database.run("INSERT INTO schema_baseline (version) SELECT version FROM schema_version")
            }
            let baseline = try integer("SELECT version FROM schema_baseline")
            for (layer, ofLayer) in Dictionary(grouping: migrations, by: \.layer) {
                let applied = ofLayer.map(\.version).filter { $0 <= baseline }.max() ?? 0
                try database.run(
                    "INSERT OR IGNORE INTO schema_layers (layer, version) VALUES (?, ?)", [.text(layer), .integer(Int64(applied))])
            }
        }
    }

    /// The version of the last migration of `layer` applied (0: none).
    func version(of layer: String) throws -> Int {
        try integer("SELECT version FROM schema_layers WHERE layer = ?", [.text(layer)])
    }

    /// The highest version applied, of any layer.
    func highestVersion() throws -> Int { try integer("SELECT version FROM schema_version") }

    /// Records that `migration` was applied (inside the transaction that applied it).
    func record(_ migration: StateMigration) throws {
        let version = SQLiteValue.integer(Int64(migration.version))
        try database.run("UPDATE schema_layers SET version = ? WHERE layer = ?", [version, .text(migration.layer)])
        try database.run("UPDATE schema_version SET version = max(version, ?)", [version])
    }

    private func count(_ table: String) throws -> Int { try integer("SELECT count(*) FROM \(table)") }

    private func integer(_ sql: String, _ bindings: [SQLiteValue] = []) throws -> Int {
        Int(try database.query(sql, bindings).first?[0].integerValue ?? 0)
    }
}
