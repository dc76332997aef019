import WidgetHost
import WidgetWire

/// The instances in memory: loaded from the state database, re-read when another process
/// changed them, and read by displays (which never wait for a plugin).
extension WidgetRuntime {
    /// Loads every stored instance and its schedule (stored deadlines, due or not): what the
    /// daemon does at start, so the schedule resumes where it stopped. An instance left marked
    /// as tapped (the process that tapped it died before its reload) gets that reload now.
    /// Rows are read a batch at a time; memory keeps a 56-byte summary of each.
    public func resume() throws {
        let now = self.now
        try executor.run { state in
            var last = InstanceID(rawValue: 0)
            while true {
                let batch = try store.instances(after: last, limit: 4_096)
                guard let end = batch.last else { break }
                for instance in batch {
                    state.adopt(instance, at: now)
                    if instance.interactionPending { state.schedule.request(instance.id, PendingReload(due: now, reasons: .tap)) }
                }
                last = end.id
            }
        }
    }

    /// The instances in memory (after ``resume()``, all of them), by id, whole: read from the
    /// state database, with the changes not written yet. Empty if the database cannot be read.
    /// A tap running on an instance shows as ``WidgetInstance/interactionPending``.
    public var instances: [WidgetInstance] { executor.run { state in ((try? state.instances.allRows()) ?? []).map(state.marked) } }

    /// The instance `id`, read from the state database if it is not in memory; marked
    /// ``WidgetInstance/interactionPending`` while a tap runs on it.
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``.
    public func instance(_ id: InstanceID) throws -> WidgetInstance {
        try executor.run { state in state.marked(try cached(&state, id)) }
    }

    /// Every stored instance, read afresh from the state database.
    public func storedInstances() throws -> [WidgetInstance] { try store.all() }

    /// Re-reads instances another process changed (or removed), with their schedules.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func refresh(_ ids: [InstanceID]) -> [RuntimeEvent] {
        let (events, explicitlyReloaded) = executor.run { state in
            var events = flush(&state)
            var explicitlyReloaded: [WidgetInstance] = []
            for id in ids {
                do throws(HostStateError) {
                    events += try refresh(&state, id, explicitlyReloaded: &explicitlyReloaded)
                } catch {
                    events.append(.storageFailed(.state(error)))
                }
            }
            return (events, explicitlyReloaded)
        }
        releaseFailedWorkers(of: explicitlyReloaded)
        return events
    }

    /// Re-reads every instance: ``refresh(_:)-879yn`` for all stored and all known ids.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func refreshAll() -> [RuntimeEvent] {
        let stored = (try? store.allIDs()) ?? []
        let known = executor.run { $0.instances.ids }
        return refresh(Array(Set(stored).union(known)).sorted())
    }

    /// Re-reads instance `id` into memory; adds it to `explicitlyReloaded` if another process
    /// reloaded it on request (`widgethost reload`), which lifts its plugin's quarantine.
    private func refresh(
        _ state: inout RuntimeState, _ id: InstanceID, explicitlyReloaded: inout [WidgetInstance]
    ) throws(HostStateError) -> [RuntimeEvent] {
        guard let fresh = try store.instance(id) else {
            guard state.instances.contains(id) else { return [] }
            state.forget(id)
            return [.removed(id)]
        }
        let known = state.instances.summary(of: id)
        if known?.version == fresh.version { return [] }
        let knownReloadedAt = known.flatMap { $0.reloadedAt.isNaN ? nil : $0.reloadedAt }
        if fresh.lastReloadReasons.contains(.explicit) && fresh.reloadedAt != knownReloadedAt { explicitlyReloaded.append(fresh) }
        state.adopt(fresh, at: now)
        guard let known, let reloadedAt = fresh.reloadedAt, fresh.timelineStamp != known.timelineStamp || reloadedAt != knownReloadedAt
        else { return [.changed(id)] }
        return [
            .reloaded(
                ReloadReport(
                    id: id, time: reloadedAt, due: reloadedAt, reasons: fresh.lastReloadReasons, state: fresh.state,
                    entryCount: fresh.timeline?.entries.count ?? 0, next: fresh.pendingReload, byAnotherProcess: true))
        ]
    }
}
