import WidgetHost

/// How a write that lost the race merges with the row another process wrote meanwhile: our
/// configuration change wins (it is the later one); the newer timeline wins (by reload stamp)
/// if it was made for the configuration kept, with its state, time and reasons; both sides'
/// pending requests are kept, and the
/// reload history is the union of both within the budget's window.
struct RowMerge: Sendable {
    /// This process's version of the row.
    let ours: WidgetInstance
    /// The row as stored now.
    let fresh: WidgetInstance
    /// Whether our configuration changed.
    let configured: Bool
    /// Whether we reloaded the instance.
    let reloaded: Bool

    /// Whether our timeline is kept: ours is newer and made for the configuration kept.
    var oursWins: Bool {
        let sameConfiguration = configured || ours.configurationRevision == fresh.configurationRevision
        return reloaded && sameConfiguration && ours.timelineStamp > fresh.timelineStamp
    }

    /// The merged row, to be written over `fresh` (whose version guards it).
    func merged(now: Double, budgetWindow: Double) -> WidgetInstance {
        var merged = fresh
        if configured {
            merged.configuration = ours.configuration
            merged.configurationRevision = max(fresh.configurationRevision, ours.configurationRevision) + 1
        }
        let oursWins = oursWins
        if oursWins {
            merged.timeline = ours.timeline
            merged.timelineStamp = ours.timelineStamp
            merged.state = ours.state
            merged.reloadedAt = ours.reloadedAt
            merged.lastReloadReasons = ours.lastReloadReasons
            merged.interactionPending = ours.interactionPending
        }
        let latest = max(ours.reloadHistory.last ?? 0, fresh.reloadHistory.last ?? 0)
        merged.reloadHistory = Array(Set(ours.reloadHistory + fresh.reloadHistory)).sorted().filter { $0 > latest - budgetWindow }
        let (kept, extra) = oursWins ? (ours.pendingReload, fresh.pendingReload) : (fresh.pendingReload, ours.pendingReload)
        merged.pendingReload = Self.combine(kept, Self.withoutPolicy(extra))
        if configured && !oursWins {
            merged.pendingReload = Self.combine(merged.pendingReload, PendingReload(due: now, reasons: .configuration))
        }
        return merged
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
