import WidgetHost
import WidgetWire

/// The scheduler's questions and requests: when to wake up, what is pending, reloads asked
/// for later, and writing what is held.
extension WidgetRuntime {
    /// When the runtime next has something to do: a reload due, an entry to switch to, or
    /// held changes to write (``Configuration/writeDelay``, on the runtime's clock).
    public func nextWakeUp() -> Double? {
        guard inbox.isEmpty else { return now }
        let delay = configuration.writeDelay
        return executor.run { state in
            [state.schedule.nextDue, state.schedule.nextSwitch, state.writes.dueTime(delay: delay)].compactMap { $0 }.min()
        }
    }

    /// Writes the changes held in memory now (what ``processDue()`` holds for up to
    /// ``Configuration/writeDelay``); the daemon calls it when it stops.
    @discardableResult
    public func writeChanges() -> [RuntimeEvent] { executor.run { flush(&$0) } }

    /// The pending reload of instance `id`, if any.
    public func pendingReload(of id: InstanceID) -> PendingReload? { executor.run { $0.schedule.pendingReload(of: id) } }

    /// Schedules a reload of `ids` at the clock's now for `reasons` (coalesced with what is
    /// pending); ``processDue()`` runs them (the budget decides for non-exempt reasons).
    public func requestReload(_ ids: [InstanceID], reasons: ReloadReasons) throws {
        let now = self.now
        try executor.run { state in
            for id in ids {
                _ = try cached(&state, id)
                state.request(id, PendingReload(due: now, reasons: reasons), at: now)
            }
            flush(&state)
        }
    }

    /// The number of instances in memory, pending reloads and pending entry switches.
    public var counts: (instances: Int, pendingReloads: Int, entrySwitches: Int) {
        executor.run { ($0.instances.count, $0.schedule.pendingCount, $0.schedule.switchCount) }
    }
}
