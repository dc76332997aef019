import WidgetHost

/// The write-behind buffer: which instances changed in memory since the last write, which of
/// them were reloaded or reconfigured (what decides a merge with another process's write), and
/// since when (host clock) changes have been waiting, for ``WidgetRuntime/Configuration/writeDelay``.
struct WriteBuffer: Sendable {
    /// The instances changed since the last write.
    private(set) var dirty: Set<InstanceID> = []
    /// Those reloaded since the last write.
    private(set) var reloaded: Set<InstanceID> = []
    /// Those whose configuration changed since the last write.
    private(set) var configured: Set<InstanceID> = []
    /// When the oldest waiting change was made (host clock, seconds since 1970).
    private var since: Double?

    /// Whether nothing waits to be written.
    var isEmpty: Bool { dirty.isEmpty }

    /// Whether `id` has changes waiting.
    func contains(_ id: InstanceID) -> Bool { dirty.contains(id) }

    /// Marks `id` changed at `now`.
    mutating func mark(_ id: InstanceID, at now: Double) {
        if dirty.isEmpty { since = now }
        dirty.insert(id)
    }

    /// Marks `id` reloaded (and changed) at `now`.
    mutating func markReloaded(_ id: InstanceID, at now: Double) {
        mark(id, at: now)
        reloaded.insert(id)
    }

    /// Marks `id` reconfigured (and changed) at `now`.
    mutating func markConfigured(_ id: InstanceID, at now: Double) {
        mark(id, at: now)
        configured.insert(id)
    }

    /// Whether the waiting changes are `delay` seconds old at `now`.
    func isDue(at now: Double, delay: Double) -> Bool {
        guard let since, !dirty.isEmpty else { return false }
        return now - since >= delay
    }

    /// When the waiting changes become `delay` seconds old, if any wait.
    func dueTime(delay: Double) -> Double? {
        guard let since, !dirty.isEmpty else { return nil }
        return since + delay
    }

    /// The waiting changes were written: start afresh.
    mutating func clear() {
        dirty.removeAll()
        reloaded.removeAll()
        configured.removeAll()
        since = nil
    }

    /// Writing failed at `now`: keep the changes, and try again a second later.
    mutating func failed(at now: Double) { since = now + 1 }

    /// Drops the changes of `id` (it is gone).
    mutating func forget(_ id: InstanceID) {
        dirty.remove(id)
        reloaded.remove(id)
        configured.remove(id)
    }
}
