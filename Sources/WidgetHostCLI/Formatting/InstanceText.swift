import Foundation
import WidgetHost
import WidgetRuntime
import WidgetWire

/// How instances, reloads and runtime events read for people: `list` rows, reload lines,
/// the daemon's log lines.
struct InstanceText {
    let dates: DateText

    /// `#3 Ticker (plugin Ticker), systemSmall`.
    func title(_ instance: WidgetInstance) -> String {
        "#\(instance.id) \(instance.kind) (plugin \(instance.pluginID)), \(instance.family.rawValue)"
    }

    /// `entry 2/3` at `time`, or `no timeline`.
    func entry(_ instance: WidgetInstance, at time: Double) -> String {
        guard let cursor = instance.cursor, let index = cursor.entryIndex(at: time) else { return "no timeline" }
        return "entry \(index + 1)/\(cursor.entries.count)"
    }

    /// `next reload 2024-05-01 10:03:00 +0000 (policy)`, `no reload scheduled`.
    func next(_ pending: PendingReload?) -> String {
        guard let pending else { return "no reload scheduled (policy never)" }
        var text = "next reload \(dates.full(pending.due)) (\(pending.reasons)"
        if let since = pending.deferredSince { text += "; deferred by the budget since \(dates.full(since))" }
        return text + ")"
    }

    /// `ok`, or the state with what to do about it.
    func state(_ instance: WidgetInstance) -> String {
        switch instance.state {
        case .ok where instance.showsPlaceholder: return "ok, no entries yet — \(Self.shown(instance))"
        case .ok: return instance.interactionPending ? "ok (tap pending)" : "ok"
        case .unresolved(let parameter, let entity, _):
            return
                "\(instance.state) — \(Self.shown(instance)); fix with: widgethost configure \(instance.id) --param \(parameter)=<\(entity) id>"
        case .failed:
            return "\(instance.state)" + (instance.timeline == nil ? "" : " — \(Self.shown(instance))")
        }
    }

    /// What an instance whose last reload brought no timeline shows: `showing the last good timeline`, or its placeholder.
    static func shown(_ instance: WidgetInstance) -> String {
        instance.showsPlaceholder ? "showing its placeholder until its first timeline" : "showing the last good timeline"
    }

    /// `Reloaded #3 (tap): ok, 3 entries; next reload ...`.
    func reload(_ report: ReloadReport) -> String {
        var reasons = report.reasons.description
        if let since = report.deferredSince { reasons += "; budget deferral since \(dates.full(since))" }
        return
            "reloaded #\(report.id) (\(reasons))\(report.byAnotherProcess ? " by another process" : ""): \(report.state), \(report.entryCount) \(report.entryCount == 1 ? "entry" : "entries"); \(next(report.next))"
    }

    /// One log line per event, or `nil` for events not worth a line.
    func log(_ event: RuntimeEvent) -> String? {
        switch event {
        case .reloaded(let report): return reload(report)
        case .deferred(let id, let reasons, let until): return "deferred #\(id) (\(reasons)) by the budget until \(dates.full(until))"
        case .entryChanged(let id, let index, let count): return "#\(id) shows entry \(index + 1)/\(count)"
        case .requested(let request, let ids):
            let targets = ids.isEmpty ? "no instances" : ids.map { "#\($0)" }.joined(separator: ", ")
            return
                "plugin \(request.pluginID) asked to reload \(request.scope == .all ? "all its timelines" : "kind \(kindName(request))"): \(targets)"
        case .changed(let id): return "#\(id) changed by another process"
        case .removed(let id): return "#\(id) removed"
        case .storageFailed(let error): return "error: \(error)"
        }
    }

    /// `text` with its first letter in upper case.
    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    private func kindName(_ request: ReloadRequest) -> String {
        if case .kind(let kind) = request.scope { return kind }
        return "all"
    }
}

/// The JSON of an instance in `list --json` and friends.
struct InstanceReport: Encodable {
    let id: InstanceID
    let plugin: String
    let pluginPath: String
    let kind: String
    let family: String
    let configuration: [String: JSONValue]
    let state: String
    let stateDetail: InstanceState
    let message: String
    let reloadedAt: Double?
    let nextReload: PendingReload?
    let entry: Int?
    let entries: Int
    let interactionPending: Bool

    init(_ instance: WidgetInstance, at time: Double) {
        id = instance.id
        plugin = instance.pluginID
        pluginPath = instance.pluginPath
        kind = instance.kind
        family = instance.family.rawValue
        configuration = instance.configuration
        state = instance.state.name
        stateDetail = instance.state
        message = instance.state.description
        reloadedAt = instance.reloadedAt
        nextReload = instance.pendingReload
        entry = instance.cursor?.entryIndex(at: time).map { $0 + 1 }
        entries = instance.timeline?.entries.count ?? 0
        interactionPending = instance.interactionPending
    }
}

/// The JSON of a reload.
struct ReloadReportJSON: Encodable {
    let id: InstanceID
    let time: Double
    let due: Double
    let reasons: ReloadReasons
    let deferredSince: Double?
    let state: InstanceState
    let entries: Int
    let nextReload: PendingReload?

    init(_ report: ReloadReport) {
        id = report.id
        time = report.time
        due = report.due
        reasons = report.reasons
        deferredSince = report.deferredSince
        state = report.state
        entries = report.entryCount
        nextReload = report.next
    }
}
