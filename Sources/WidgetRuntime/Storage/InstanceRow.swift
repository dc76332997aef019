import WidgetHost
import WidgetSQLite
import WidgetWire

/// The columns of `widget_instances` that ``InstanceStore`` selects, in the order it selects them,
/// so that a row is read by position instead of looking every name up in the row's column list.
enum InstanceColumn: Int, CaseIterable {
    case id, pluginID, pluginPath, kind, family, configuration, configurationRevision, state, timeline, timelineStamp
    case reloadedAt, lastReloadReasons, nextReloadAt, nextReloadReasons, deferredSince, reloadHistory, interactionPending
    case createdAt, version

    /// The column's name in the table.
    var name: String {
        switch self {
        case .id: "id"
        case .pluginID: "plugin_id"
        case .pluginPath: "plugin_path"
        case .kind: "kind"
        case .family: "family"
        case .configuration: "configuration"
        case .configurationRevision: "configuration_revision"
        case .state: "state"
        case .timeline: "timeline"
        case .timelineStamp: "timeline_stamp"
        case .reloadedAt: "reloaded_at"
        case .lastReloadReasons: "last_reload_reasons"
        case .nextReloadAt: "next_reload_at"
        case .nextReloadReasons: "next_reload_reasons"
        case .deferredSince: "deferred_since"
        case .reloadHistory: "reload_history"
        case .interactionPending: "interaction_pending"
        case .createdAt: "created_at"
        case .version: "version"
        }
    }

    /// Every column, as a `SELECT` names them.
    static let all = allCases.map(\.name).joined(separator: ", ")
    /// Every column but the timeline: what a reload reads, since it replaces the timeline.
    static let allButTimeline = allCases.filter { $0 != .timeline }.map(\.name).joined(separator: ", ")
    /// The `SELECT` of one whole row by id, made once (a reload and a tap each read rows by id).
    static let selectByID = "SELECT \(all) FROM widget_instances WHERE id = ?"
    /// The `SELECT` of one row by id without its timeline, made once.
    static let selectByIDWithoutTimeline = "SELECT \(allButTimeline) FROM widget_instances WHERE id = ?"
}

/// A `widget_instances` row selected with ``InstanceColumn/all`` or ``InstanceColumn/allButTimeline``,
/// read back as a ``WidgetInstance``. The small JSON columns are read without a `Decoder` when they
/// are valid (the `Decoder` reads them only to say what is wrong with them).
struct InstanceRow {
    private let row: SQLiteRow
    private let hasTimeline: Bool

    init(_ row: SQLiteRow) {
        self.row = row
        hasTimeline = row.values.count == InstanceColumn.allCases.count
    }

    /// The value of `column` (`.null` for the timeline of a row selected without it).
    subscript(_ column: InstanceColumn) -> SQLiteValue {
        if hasTimeline || column.rawValue < InstanceColumn.timeline.rawValue { return row[column.rawValue] }
        return column == .timeline ? .null : row[column.rawValue - 1]
    }

    /// The instance the row holds; ``StoredRowError`` naming the column that cannot be read.
    func instance() throws -> WidgetInstance {
        guard let id = self[.id].integerValue, let family = WidgetFamilyName(rawValue: try text(.family)) else {
            throw StoredRowError(column: "family", row: self[.id].integerValue ?? 0)
        }
        let pending = self[.nextReloadAt].realValue.map { due in
            PendingReload(
                due: due, reasons: ReloadReasons(rawValue: UInt8(truncatingIfNeeded: self[.nextReloadReasons].integerValue ?? 0)),
                deferredSince: self[.deferredSince].realValue)
        }
        return WidgetInstance(
            id: InstanceID(rawValue: id), pluginID: try text(.pluginID), pluginPath: try text(.pluginPath), kind: try text(.kind),
            family: family, configuration: try configuration(), configurationRevision: self[.configurationRevision].integerValue ?? 1,
            state: try state(), timeline: try self[.timeline].textValue.map(Self.timeline),
            timelineStamp: self[.timelineStamp].integerValue ?? 0, reloadedAt: self[.reloadedAt].realValue,
            lastReloadReasons: ReloadReasons(rawValue: UInt8(truncatingIfNeeded: self[.lastReloadReasons].integerValue ?? 0)),
            pendingReload: pending, reloadHistory: try reloadHistory(),
            interactionPending: self[.interactionPending].integerValue == 1, createdAt: self[.createdAt].realValue ?? 0,
            version: self[.version].integerValue ?? 1)
    }

    /// A stored timeline, with its control ids (the JSON a plugin answered, stored as it came, has none).
    static func timeline(_ json: String) throws -> TimelinePayload {
        try WireCoding.decodeTimeline(from: json, assigningControlIDs: true)
    }

    private func text(_ column: InstanceColumn) throws -> String {
        guard let value = self[column].textValue else { throw StoredRowError(column: column.name, row: self[.id].integerValue ?? 0) }
        return value
    }

    private func configuration() throws -> [String: JSONValue] {
        let json = try text(.configuration)
        if case .object(let members) = JSONValueParser.parse(json) { return members }
        return try WireCoding.decode([String: JSONValue].self, from: json)
    }

    private func state() throws -> InstanceState {
        let json = try text(.state)
        return json == InstanceState.okJSON ? .ok : try WireCoding.decode(InstanceState.self, from: json)
    }

    private func reloadHistory() throws -> [Double] {
        let json = try text(.reloadHistory)
        if case .array(let items) = JSONValueParser.parse(json) {
            let times = items.compactMap(\.numberValue)
            if times.count == items.count { return times }
        }
        return try WireCoding.decode([Double].self, from: json)
    }
}

extension InstanceState {
    /// How ``InstanceState/ok``, the common state, is stored.
    static let okJSON = #"{"state":"ok"}"#
}
