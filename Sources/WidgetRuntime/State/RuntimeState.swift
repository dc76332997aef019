import WidgetHost
import WidgetWire

/// Everything a runtime holds in memory, guarded by its one lock (``RuntimeExecutor``): the
/// instances, their schedule, the reloads running, and the changes waiting to be written.
///
/// A value with no plugin calls, whose only I/O is reading back whole instance rows it does not
/// hold (``InstanceTable``): the runtime's operations copy what they need out of it, call
/// plugins with the lock released, and come back to commit.
struct RuntimeState: Sendable {
    /// The instances in memory: a summary each, whole rows only for those with changes to write.
    var instances: InstanceTable
    /// Their pending reloads and entry switches.
    var schedule: ReloadSchedule
    /// The reloads running now.
    var flights = ReloadFlights()
    /// The changes waiting to be written.
    var writes = WriteBuffer()
    /// Instances written since the observer was last told, in order.
    var written: [InstanceID] = []
    /// Whether something became due that a sleeping daemon should know about.
    var needsWakeUp = false
    /// The instances whose taps are running, with how many: marked pending in memory only
    /// (a tap commits once, at its end), shown through ``marked(_:)``.
    var tapsInFlight: [InstanceID: Int] = [:]
    /// The controls of the timelines of recently tapped instances, entry by entry (what a tap finds its control in).
    var controls = ControlIndex()

    init(schedule: ReloadSchedule, store: InstanceStore) {
        self.schedule = schedule
        instances = InstanceTable(store: store, budget: schedule.budget)
    }

    /// Puts `instance` in memory as stored, with its stored pending reload and its next entry switch.
    mutating func adopt(_ instance: WidgetInstance, at now: Double) {
        instances.set(instance, holding: writes.contains(instance.id))
        schedule.replace(instance.id, with: instance.pendingReload)
        schedule.followEntries(of: instance.id, instance.timeline, after: now)
    }

    /// Drops `id` from memory, with its schedule and waiting changes.
    mutating func forget(_ id: InstanceID) {
        instances.remove(id)
        controls.forget(id)
        schedule.forget(id)
        flights.forget(id)
        writes.forget(id)
    }

    /// Replaces the instance in memory and marks it to be written; `configured` says its
    /// configuration changed (which then wins over a concurrent write by another process).
    mutating func replace(_ instance: WidgetInstance, configured: Bool = false, at now: Double) {
        instances.set(instance, holding: true)
        if configured { writes.markConfigured(instance.id, at: now) } else { writes.mark(instance.id, at: now) }
    }

    /// Schedules a reload of `id` (coalesced with what is pending) and marks it to be written.
    mutating func request(_ id: InstanceID, _ reload: PendingReload, at now: Double) {
        schedule.request(id, reload)
        writes.mark(id, at: now)
    }

    /// The pending reload to store for `id`: the one scheduled, with those running or parked.
    func storedPendingReload(of id: InstanceID) -> PendingReload? {
        switch (schedule.pendingReload(of: id), flights.outstanding(id)) {
        case (let scheduled?, let outstanding?): scheduled.coalesced(with: outstanding)
        case (let scheduled, nil): scheduled
        case (nil, let outstanding): outstanding
        }
    }

    /// The instances changed in memory, as rows to write (with their pending reloads); those
    /// whose only change is their schedule are read back from the state database.
    func rowsToWrite() throws(HostStateError) -> [WidgetInstance] {
        var rows: [WidgetInstance] = []
        for id in writes.dirty.sorted() {
            guard var instance = try instances.row(id) else { continue }
            instance.pendingReload = storedPendingReload(of: id)
            rows.append(instance)
        }
        return rows
    }

    /// `instance` with the pending mark of a tap running on it (a mark kept in memory, not stored).
    func marked(_ instance: WidgetInstance) -> WidgetInstance {
        guard tapsInFlight[instance.id] != nil else { return instance }
        var marked = instance
        marked.interactionPending = true
        return marked
    }

    /// Counts a tap of `id` as running (`running`) or done; the write observer hears of the change.
    mutating func markTap(_ id: InstanceID, running: Bool) {
        let count = (tapsInFlight[id] ?? 0) + (running ? 1 : -1)
        tapsInFlight[id] = count > 0 ? count : nil
        written.append(id)
    }

    /// Takes the ids written since the last call, for the write observer.
    mutating func takeWritten() -> [InstanceID] {
        defer { written.removeAll() }
        return written
    }
}
