import Foundation
import WidgetHost
import WidgetWire

/// Writing held changes in one transaction, merged with what other processes wrote since.
extension WidgetRuntime {
    /// Writes every instance changed in memory, in one transaction. A row another process
    /// changed meanwhile is re-read and merged: the newer timeline wins (by reload stamp,
    /// for the same configuration), pending requests of both sides are kept.
    @discardableResult
    func flush() -> [RuntimeEvent] {
        guard !dirty.isEmpty else { return [] }
        let ids = dirty.sorted()
        var rows: [WidgetInstance] = []
        for id in ids {
            guard var instance = cache[id] else { continue }
            instance.pendingReload = scheduler.pendingReload(of: id)
            rows.append(instance)
        }
        let written: [WidgetInstance?]
        do {
            written = try store.update(rows, configurationChanged: configured)
        } catch {
            configuration.logger.log(.error, "cannot write widget instances: \(error)", pluginID: nil)
            unwrittenSince = ContinuousClock.now.advanced(by: .seconds(1))
            return [.storageFailed("\(error)")]
        }
        dirty.removeAll()
        unwrittenSince = nil
        var events: [RuntimeEvent] = []
        for (row, result) in zip(rows, written) {
            if let result {
                cache[row.id] = result
            } else {
                events += reconcile(row, reloaded: reloaded.contains(row.id), configured: configured.contains(row.id))
            }
        }
        reloaded.subtract(ids)
        configured.subtract(ids)
        notifyObserver(rows.map(\.id))
        return events
    }

    /// Tells the write observer (a running daemon, through the CLI) that these instances changed.
    func notifyObserver(_ ids: [InstanceID]) {
        if !ids.isEmpty { observer?(ids) }
    }

    /// Merges `ours` (a write that lost the race) with the row as another process left it,
    /// and writes the merge: our configuration change wins (it is the later one); the newer
    /// timeline wins (by reload stamp) if it was made for the configuration kept; pending
    /// requests of both sides are kept.
    private func reconcile(_ ours: WidgetInstance, reloaded: Bool, configured: Bool) -> [RuntimeEvent] {
        for _ in 0..<8 {
            do {
                guard let fresh = try store.instance(ours.id) else {
                    forget(ours.id)
                    return [.removed(ours.id)]
                }
                var merged = fresh
                if configured {
                    merged.configuration = ours.configuration
                    merged.configurationRevision = max(fresh.configurationRevision, ours.configurationRevision) + 1
                }
                let sameConfiguration = configured || ours.configurationRevision == fresh.configurationRevision
                let oursWins = reloaded && sameConfiguration && ours.timelineStamp > fresh.timelineStamp
                if oursWins {
                    merged.timeline = ours.timeline
                    merged.timelineStamp = ours.timelineStamp
                    merged.state = ours.state
                    merged.reloadedAt = ours.reloadedAt
                    merged.interactionPending = ours.interactionPending
                }
                let window = configuration.budget.window
                let latest = max(ours.reloadHistory.last ?? 0, fresh.reloadHistory.last ?? 0)
                merged.reloadHistory = Array(Set(ours.reloadHistory + fresh.reloadHistory)).sorted().filter { $0 > latest - window }
                let (kept, extra) = oursWins ? (ours.pendingReload, fresh.pendingReload) : (fresh.pendingReload, ours.pendingReload)
                merged.pendingReload = Self.combine(kept, Self.withoutPolicy(extra))
                if configured && !oursWins {
                    merged.pendingReload = Self.combine(merged.pendingReload, PendingReload(due: now, reasons: .configuration))
                }
                if let written = try store.update(merged) {
                    adopt(written)
                    return oursWins ? [] : [.changed(ours.id)]
                }
            } catch {
                return [.storageFailed("\(error)")]
            }
        }
        return [.storageFailed("instance \(ours.id) keeps changing under another process; giving up this write")]
    }

    private static func withoutPolicy(_ reload: PendingReload?) -> PendingReload? {
        guard var reload else { return nil }
        reload.reasons.subtract(.policy)
        return reload.reasons.isEmpty ? nil : reload
    }

    private static func combine(_ first: PendingReload?, _ second: PendingReload?) -> PendingReload? {
        switch (first, second) {
        case (let first?, let second?): first.coalesced(with: second)
        case (let first?, nil): first
        case (nil, let second): second
        }
    }
}
