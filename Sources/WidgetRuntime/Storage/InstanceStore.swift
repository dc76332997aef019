import Foundation
import WidgetHost
import WidgetSQLite
import WidgetWire

/// The widget instances in the state database (`widget_instances`): their configuration,
/// last timeline, state and schedule.
///
/// Several processes share the file (the daemon and CLI commands), so every write of a row
/// names the ``WidgetInstance/version`` it read and fails if another process wrote the row
/// since (``update(_:)`` returns `false`); the caller re-reads and merges.
public struct InstanceStore: Sendable {
    /// The database holding the table.
    public let database: SQLiteDatabase

    /// A store over the state database (migrated with `StateMigration.runtime`).
    public init(database: SQLiteDatabase) { self.database = database }

    /// The migration that creates the table (version 2 of the state database).
    static let migration = StateMigration(
        version: 2, layer: "runtime", name: "widget instances",
        sql: """
            CREATE TABLE widget_instances (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                plugin_id TEXT NOT NULL,
                plugin_path TEXT NOT NULL,
                kind TEXT NOT NULL,
                family TEXT NOT NULL,
                configuration TEXT NOT NULL,
                configuration_revision INTEGER NOT NULL,
                state TEXT NOT NULL,
                timeline TEXT,
                timeline_stamp INTEGER NOT NULL,
                reloaded_at REAL,
                last_reload_reasons INTEGER NOT NULL DEFAULT 0,
                next_reload_at REAL,
                next_reload_reasons INTEGER NOT NULL DEFAULT 0,
                deferred_since REAL,
                reload_history TEXT NOT NULL,
                interaction_pending INTEGER NOT NULL DEFAULT 0,
                created_at REAL NOT NULL,
                version INTEGER NOT NULL DEFAULT 1
            );
            CREATE INDEX widget_instances_by_kind ON widget_instances (plugin_id, kind);
            """)

    // MARK: - Reading

    /// Every instance, by id.
    public func all() throws(HostStateError) -> [WidgetInstance] {
        try wrap {
            try database.query("SELECT \(InstanceColumn.all) FROM widget_instances ORDER BY id").map { try InstanceRow($0).instance() }
        }
    }

    /// The instance `id`, or `nil` if there is none.
    public func instance(_ id: InstanceID) throws(HostStateError) -> WidgetInstance? {
        try wrap {
            try database.query(InstanceColumn.selectByID, [.integer(id.rawValue)]).first.map {
                try InstanceRow($0).instance()
            }
        }
    }

    /// The instance `id` without its timeline (`timeline` is `nil`), or `nil` if there is none:
    /// what a reload starts from, since it replaces the timeline (decoding the stored one is most of a row's read).
    func instanceWithoutTimeline(_ id: InstanceID) throws(HostStateError) -> WidgetInstance? {
        try wrap {
            try database.query(InstanceColumn.selectByIDWithoutTimeline, [.integer(id.rawValue)]).first
                .map { try InstanceRow($0).instance() }
        }
    }

    /// Up to `limit` instances with ids above `id`, by id: every instance, a batch at a time
    /// (what the runtime resumes from without holding every whole row at once).
    public func instances(after id: InstanceID, limit: Int) throws(HostStateError) -> [WidgetInstance] {
        try wrap {
            try database.query(
                "SELECT \(InstanceColumn.all) FROM widget_instances WHERE id > ? ORDER BY id LIMIT ?",
                [.integer(id.rawValue), .integer(Int64(limit))]
            ).map { try InstanceRow($0).instance() }
        }
    }

    /// The stored timeline of instance `id` alone (`nil` if it has none or there is no such instance).
    public func timeline(of id: InstanceID) throws(HostStateError) -> TimelinePayload? {
        try wrap {
            let rows = try database.query("SELECT timeline FROM widget_instances WHERE id = ?", [.integer(id.rawValue)])
            return try rows.first?[0].textValue.map(InstanceRow.timeline)
        }
    }

    /// The ids of the instances of `pluginID`, of `kind` only if given.
    public func ids(pluginID: String, kind: String? = nil) throws(HostStateError) -> [InstanceID] {
        try wrap {
            let rows =
                if let kind {
                    try database.query(
                        "SELECT id FROM widget_instances WHERE plugin_id = ? AND kind = ? ORDER BY id", [.text(pluginID), .text(kind)])
                } else {
                    try database.query("SELECT id FROM widget_instances WHERE plugin_id = ? ORDER BY id", [.text(pluginID)])
                }
            return rows.compactMap { $0[0].integerValue.map(InstanceID.init(rawValue:)) }
        }
    }

    /// The ids of the instances of `kind`, in any plugin.
    public func ids(kind: String) throws(HostStateError) -> [InstanceID] {
        try wrap {
            try database.query("SELECT id FROM widget_instances WHERE kind = ? ORDER BY id", [.text(kind)]).compactMap {
                $0[0].integerValue.map(InstanceID.init(rawValue:))
            }
        }
    }

    /// Every instance id.
    public func allIDs() throws(HostStateError) -> [InstanceID] {
        try wrap {
            try database.query("SELECT id FROM widget_instances ORDER BY id").compactMap {
                $0[0].integerValue.map(InstanceID.init(rawValue:))
            }
        }
    }

    /// How many instances there are.
    public func count() throws(HostStateError) -> Int {
        try wrap { Int(try database.query("SELECT count(*) FROM widget_instances").first?[0].integerValue ?? 0) }
    }

    // MARK: - Writing

    /// Stores a new instance (its `id` and `version` are ignored) and returns it with its id and version.
    public func insert(_ instance: WidgetInstance) throws(HostStateError) -> WidgetInstance {
        try wrap { try database.transaction { try insertRow(instance) } }
    }

    /// Stores new instances in one transaction; returns them with their ids.
    public func insert(_ instances: [WidgetInstance]) throws(HostStateError) -> [WidgetInstance] {
        try wrap { try database.transaction { try instances.map(insertRow) } }
    }

    /// Writes `instance` over its row if the row is still at `instance.version`; returns the
    /// instance at its new version, or `nil` if another writer changed (or removed) the row since.
    public func update(_ instance: WidgetInstance) throws(HostStateError) -> WidgetInstance? {
        try wrap { try database.transaction { try updateRow(instance) } }
    }

    /// Writes several instances in one transaction (see ``update(_:)``); returns, in order, each
    /// written instance or `nil` for a row another writer changed.
    ///
    /// - Parameters:
    ///   - instances: the instances to write, each guarded by the version it was read at.
    ///   - configurationChanged: the instances whose configuration changed; `nil` means
    ///     all. The others keep their stored configuration (the row's version still guards it).
    public func update(
        _ instances: [WidgetInstance], configurationChanged: Set<InstanceID>? = nil
    ) throws(HostStateError) -> [WidgetInstance?] {
        guard !instances.isEmpty else { return [] }
        return try wrap {
            try database.transaction {
                try instances.map { instance in
                    try configurationChanged.map { $0.contains(instance.id) } ?? true
                        ? updateRow(instance) : updateSchedule(instance)
                }
            }
        }
    }

    /// Removes the instance `id`; returns whether there was one.
    @discardableResult
    public func delete(_ id: InstanceID) throws(HostStateError) -> Bool {
        try wrap { try database.transaction { try database.run("DELETE FROM widget_instances WHERE id = ?", [.integer(id.rawValue)]) > 0 } }
    }

    private func insertRow(_ instance: WidgetInstance) throws -> WidgetInstance {
        var values = try Self.values(instance)
        values[values.count - 1] = .integer(1)
        try database.run(
            """
            INSERT INTO widget_instances (plugin_id, plugin_path, kind, family, configuration, configuration_revision, state, timeline,
                timeline_stamp, reloaded_at, last_reload_reasons, next_reload_at, next_reload_reasons, deferred_since, reload_history,
                interaction_pending, created_at, version)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, values)
        var stored = instance
        stored.id = InstanceID(rawValue: database.lastInsertRowID)
        stored.version = 1
        return stored
    }

    private func updateRow(_ instance: WidgetInstance) throws -> WidgetInstance? {
        var values = try Self.values(instance)
        values[values.count - 1] = .integer(instance.version + 1)
        let changed = try database.run(
            """
            UPDATE widget_instances SET plugin_id = ?, plugin_path = ?, kind = ?, family = ?, configuration = ?,
                configuration_revision = ?, state = ?, timeline = ?, timeline_stamp = ?, reloaded_at = ?, last_reload_reasons = ?,
                next_reload_at = ?, next_reload_reasons = ?, deferred_since = ?, reload_history = ?, interaction_pending = ?, created_at = ?,
                version = ?
            WHERE id = ? AND version = ?
            """, values + [.integer(instance.id.rawValue), .integer(instance.version)])
        guard changed > 0 else { return nil }
        var stored = instance
        stored.version += 1
        return stored
    }

    /// Writes everything but the identity and configuration columns.
    private func updateSchedule(_ instance: WidgetInstance) throws -> WidgetInstance? {
        let pending = instance.pendingReload
        let changed = try database.run(
            """
            UPDATE widget_instances SET state = ?, timeline = ?, timeline_stamp = ?, reloaded_at = ?, last_reload_reasons = ?,
                next_reload_at = ?, next_reload_reasons = ?, deferred_since = ?, reload_history = ?, interaction_pending = ?, version = ?
            WHERE id = ? AND version = ?
            """,
            [
                .text(try Self.stateJSON(instance.state)),
                try instance.timeline.map { .utf8Text(try WireCoding.storedTimeline($0)) } ?? .null,
                .integer(instance.timelineStamp), instance.reloadedAt.map(SQLiteValue.real) ?? .null,
                .integer(Int64(instance.lastReloadReasons.rawValue)), pending.map { .real($0.due) } ?? .null,
                .integer(Int64(pending?.reasons.rawValue ?? 0)), pending?.deferredSince.map(SQLiteValue.real) ?? .null,
                .text(Self.historyJSON(instance.reloadHistory)), .integer(instance.interactionPending ? 1 : 0),
                .integer(instance.version + 1),
                .integer(instance.id.rawValue), .integer(instance.version),
            ])
        guard changed > 0 else { return nil }
        var stored = instance
        stored.version += 1
        return stored
    }

    // MARK: - Rows

    /// The state as JSON; `ok`, the common case, without an encoder.
    private static func stateJSON(_ state: InstanceState) throws -> String {
        state == .ok ? InstanceState.okJSON : try WireCoding.encodeString(state)
    }

    /// The reload history as a JSON array of numbers.
    private static func historyJSON(_ history: [Double]) -> String {
        "[" + history.map { $0.isFinite ? String($0) : "0" }.joined(separator: ",") + "]"
    }

    private static func values(_ instance: WidgetInstance) throws -> [SQLiteValue] {
        let pending = instance.pendingReload
        return [
            .text(instance.pluginID), .text(instance.pluginPath), .text(instance.kind), .text(instance.family.rawValue),
            .text(try WireCoding.encodeString(instance.configuration)), .integer(instance.configurationRevision),
            .text(try WireCoding.encodeString(instance.state)),
            try instance.timeline.map { .utf8Text(try WireCoding.storedTimeline($0)) } ?? .null,
            .integer(instance.timelineStamp), instance.reloadedAt.map(SQLiteValue.real) ?? .null,
            .integer(Int64(instance.lastReloadReasons.rawValue)), pending.map { .real($0.due) } ?? .null,
            .integer(Int64(pending?.reasons.rawValue ?? 0)), pending?.deferredSince.map(SQLiteValue.real) ?? .null,
            .text(historyJSON(instance.reloadHistory)), .integer(instance.interactionPending ? 1 : 0),
            .real(instance.createdAt), .integer(instance.version),
        ]
    }

    private func wrap<Result>(_ body: () throws -> Result) throws(HostStateError) -> Result {
        do {
            return try body()
        } catch let error as StoredRowError {
            throw .unreadableRow(path: database.path, table: "widget_instances", row: error.row, reason: error.description)
        } catch {
            throw StateDatabase.wrap(error, path: database.path, table: "widget_instances")
        }
    }
}

/// A stored instance row that cannot be read back.
struct StoredRowError: Error, CustomStringConvertible {
    let column: String
    let row: Int64
    var description: String { "unreadable \(column)" }
}
