import WidgetHost
import WidgetWire

/// The instances a runtime knows, compact: a summary of 56 bytes per instance in an array
/// indexed by a dense slot (``InstanceSummary``; plugin and kind strings interned), and the
/// whole rows only of the instances changed in memory and not written yet. A whole row is
/// otherwise read from the state database when it is needed (a reload, a tap, a display):
/// memory stays a few hundred bytes per instance at a million instances.
///
/// Invariant: an instance without a row held here is as stored when it was last read or
/// written, so reading it back gives what memory would have held (or another process's newer write).
struct InstanceTable: Sendable {
    private var slots = InstanceSlots()
    private var summaries: [InstanceSummary] = []
    private var freeSlots: [UInt32] = []
    private var strings = StringInterner()
    private var rows: [InstanceID: WidgetInstance] = [:]
    /// Where rows not held are read from.
    let store: InstanceStore
    /// The budget the summaries' ``InstanceSummary/budgetAllowsFrom`` follow.
    let budget: RefreshBudget

    init(store: InstanceStore, budget: RefreshBudget) {
        self.store = store
        self.budget = budget
    }

    /// How many instances are known.
    var count: Int { slots.count }

    /// The ids of the instances known.
    var ids: [InstanceID] { Array(slots.keys) }

    /// Whether `id` is known.
    func contains(_ id: InstanceID) -> Bool { slots[id] != nil }

    /// Whether the whole row of `id` is held in memory (it has changes to write).
    func holds(_ id: InstanceID) -> Bool { rows[id] != nil }

    /// The summary of `id`, if it is known.
    func summary(of id: InstanceID) -> InstanceSummary? { slots[id].map { summaries[Int($0)] } }

    /// The whole row of `id`: held in memory if it changed here, else read from the state
    /// database; `nil` if it is not known (or another process removed it).
    func row(_ id: InstanceID) throws(HostStateError) -> WidgetInstance? {
        guard slots[id] != nil else { return nil }
        if let row = rows[id] { return row }
        return try store.instance(id)
    }

    /// The row of `id` a reload starts from: held in memory, else `known` (a row read without its
    /// timeline moments ago, by a tap) if memory is still at its version, else read without its
    /// timeline (`timeline` `nil`: the reload replaces it, or reads it with ``timeline(of:)`` to keep it).
    func reloadRow(_ id: InstanceID, known: WidgetInstance? = nil) throws(HostStateError) -> WidgetInstance? {
        guard let slot = slots[id] else { return nil }
        if let row = rows[id] { return row }
        if let known, known.id == id, known.timeline == nil, summaries[Int(slot)].version == known.version { return known }
        return try store.instanceWithoutTimeline(id)
    }

    /// The timeline of `id` (held, or read alone from the state database), for an entry switch.
    func timeline(of id: InstanceID) throws(HostStateError) -> TimelinePayload? {
        guard slots[id] != nil else { return nil }
        if let row = rows[id] { return row.timeline }
        return try store.timeline(of: id)
    }

    /// Every instance known, whole, by id (held rows over stored ones).
    func allRows() throws(HostStateError) -> [WidgetInstance] {
        try store.all().compactMap { stored in slots[stored.id] == nil ? nil : rows[stored.id] ?? stored }
    }

    /// The distinct plugin files of the instances known.
    var pluginFiles: [(pluginID: String, path: String)] {
        var seen = Set<UInt64>()
        var files: [(pluginID: String, path: String)] = []
        for summary in summaries.indices where isLive(summary) {
            let entry = summaries[summary]
            if seen.insert(UInt64(entry.pluginID) << 32 | UInt64(entry.pluginPath)).inserted {
                files.append((strings[entry.pluginID], strings[entry.pluginPath]))
            }
        }
        return files
    }

    /// Records `instance` as it is now; `holding` keeps its whole row in memory (it has
    /// changes to write), otherwise only its summary stays.
    mutating func set(_ instance: WidgetInstance, holding: Bool) {
        let summary = InstanceSummary(
            id: instance.id, version: instance.version, timelineStamp: instance.timelineStamp, reloadedAt: instance.reloadedAt ?? .nan,
            budgetAllowsFrom: budget.earliestBudgetedReload(after: instance.reloadHistory),
            pluginID: strings.intern(instance.pluginID), pluginPath: strings.intern(instance.pluginPath),
            kind: strings.intern(instance.kind))
        if let slot = slots[instance.id] {
            summaries[Int(slot)] = summary
        } else if let slot = freeSlots.popLast() {
            summaries[Int(slot)] = summary
            slots.insert(instance.id, slot: slot)
        } else {
            slots.insert(instance.id, slot: UInt32(summaries.count))
            summaries.append(summary)
        }
        if holding { rows[instance.id] = instance } else { rows[instance.id] = nil }
    }

    /// Forgets `id`.
    mutating func remove(_ id: InstanceID) {
        guard let slot = slots.remove(id) else { return }
        summaries[Int(slot)].id = InstanceID(rawValue: 0)
        freeSlots.append(slot)
        rows[id] = nil
    }

    /// Drops the whole rows held (they were written).
    mutating func releaseRows() { rows.removeAll() }

    private func isLive(_ index: Int) -> Bool { slots[summaries[index].id] == UInt32(index) }
}
