import WidgetHost

/// The reloads running now, by instance, as a value: what a commit needs to know about the
/// others. A reload is superseded when one that began after it committed first (its result is
/// then older than what is shown, and dropped); a reload that comes due while its instance is
/// reloading is parked, coalesced with the others parked, and scheduled again when the last
/// running reload of the instance ends (one reload for all of them, never one per request).
struct ReloadFlights: Sendable {
    private struct Flight: Sendable {
        let stamp: Int64
        let reload: PendingReload
        var superseded = false
    }

    private var running: [InstanceID: [Flight]] = [:]
    private var parked: [InstanceID: PendingReload] = [:]

    /// How many reloads are running.
    var count: Int { running.values.reduce(0) { $0 + $1.count } }

    /// Whether a reload of `id` is running.
    func isReloading(_ id: InstanceID) -> Bool { running[id] != nil }

    /// Records that `ticket` began.
    mutating func begin(_ ticket: ReloadTicket) {
        running[ticket.id, default: []].append(Flight(stamp: ticket.stamp, reload: ticket.reload))
    }

    /// Keeps `reload` until the running reloads of `id` end. Its `.policy` reason is dropped: the
    /// running reload brings a new policy.
    mutating func park(_ id: InstanceID, _ reload: PendingReload) {
        var kept = reload
        kept.reasons.subtract(.policy)
        guard !kept.reasons.isEmpty else { return }
        parked[id] = parked[id].map { $0.coalesced(with: kept) } ?? kept
    }

    /// Whether a reload of `ticket`'s instance that began later has committed already.
    func isSuperseded(_ ticket: ReloadTicket) -> Bool {
        running[ticket.id]?.first { $0.stamp == ticket.stamp }?.superseded ?? false
    }

    /// Records that `ticket` ended, `committed` or dropped; a commit supersedes the reloads of the
    /// instance that began before it. Returns the parked reload when this was the last one running.
    mutating func end(_ ticket: ReloadTicket, committed: Bool) -> PendingReload? {
        guard var flights = running[ticket.id] else { return nil }
        flights.removeAll { $0.stamp == ticket.stamp }
        if committed {
            for index in flights.indices where flights[index].stamp < ticket.stamp { flights[index].superseded = true }
        }
        guard flights.isEmpty else {
            running[ticket.id] = flights
            return nil
        }
        running[ticket.id] = nil
        return parked.removeValue(forKey: ticket.id)
    }

    /// What running and parked reloads of `id` stand for, to be stored as its pending reload: if
    /// the process dies before they end, they run after the restart.
    func outstanding(_ id: InstanceID) -> PendingReload? {
        let reloads = (running[id]?.map(\.reload) ?? []) + (parked[id].map { [$0] } ?? [])
        return reloads.dropFirst().reduce(reloads.first) { $0?.coalesced(with: $1) }
    }

    /// Drops the reloads parked for `id` (it is gone); the running ones end on their own.
    mutating func forget(_ id: InstanceID) { parked[id] = nil }
}
