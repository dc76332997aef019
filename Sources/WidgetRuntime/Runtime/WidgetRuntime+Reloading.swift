import Foundation
import WidgetHost
import WidgetWire

/// Reloading an instance: asking its timeline source and recording the outcome and the next deadline.
extension WidgetRuntime {
    /// Reloads `id` now for `reasons`, coalesced with whatever is pending for it, without
    /// asking the budget (callers pass exempt reasons).
    func reloadNow(_ id: InstanceID, reasons: ReloadReasons) -> ReloadReport? {
        let now = self.now
        scheduler.schedule(id, PendingReload(due: now, reasons: reasons))
        guard let pending = scheduler.cancel(id) else { return nil }
        return reload(id, pending, at: now)
    }

    /// Asks the timeline source for a new timeline of `id` and records the outcome and the
    /// next deadline in memory (``flush()`` writes it).
    func reload(_ id: InstanceID, _ pending: PendingReload, at now: Double) -> ReloadReport? {
        guard var instance = cache[id] else { return nil }
        let stamp = ReloadStamp.next()
        let outcome = source.timeline(for: instance)
        if !RefreshBudget.isExempt(pending.reasons) {
            configuration.budget.record(now, in: &instance.reloadHistory)
        }
        instance.reloadedAt = now
        instance.lastReloadReasons = pending.reasons
        instance.interactionPending = false
        var next: PendingReload?
        switch outcome {
        case .timeline(let payload):
            let cursor = TimelineCursor(payload)
            instance.timeline = TimelinePayload(entries: cursor.entries, policy: payload.policy)
            instance.timelineStamp = stamp
            instance.state = .ok
            next = cursor.policyDeadline(reloadedAt: now).map {
                PendingReload(due: max($0, now + configuration.policyFloor), reasons: .policy)
            }
        case .unresolved(let parameter, let entity, let ids):
            instance.state = .unresolved(parameter: parameter, entity: entity, ids: ids)
            next = PendingReload(due: now + configuration.retryInterval, reasons: .retry)
        case .failed(let message):
            instance.state = .failed(message: message)
            next = PendingReload(due: now + configuration.retryInterval, reasons: .retry)
        }
        cache[id] = instance
        if let next { scheduler.schedule(id, next) }
        scheduleSwitch(id, after: max(now, self.now))
        markDirty(id)
        reloaded.insert(id)
        return ReloadReport(
            id: id, time: now, due: pending.due, reasons: pending.reasons, deferredSince: pending.deferredSince, state: instance.state,
            entryCount: instance.timeline?.entries.count ?? 0, next: scheduler.pendingReload(of: id), byAnotherProcess: false)
    }
}
