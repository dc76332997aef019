import WidgetHost
import WidgetWire

/// What came due: begun under the executor in one step (plugins' requests, entry switches,
/// budget decisions), run with it released (on the calling thread, or on the plugins' lanes
/// for the daemon), and ended in one more step (the requests made meanwhile, the write).
extension WidgetRuntime {
    /// The first step of ``processDue()-1xhm8``: what it reports at once, and the reloads to run.
    struct DueStep: Sendable {
        var events: [RuntimeEvent]
        var tickets: [ReloadTicket]
    }

    /// Does what is due at the clock's now: plugins' reload requests, entry switches, and due
    /// reloads (at most ``Configuration/batchSize``; the budget may defer them), and returns
    /// what happened. Changes are written in one transaction: at once, or once they are
    /// ``Configuration/writeDelay`` old (a plugin's reload request is written at once).
    ///
    /// A reload that comes due while its instance is being reloaded (by a tap, say) waits for
    /// that reload, and then runs once, for every reason that came meanwhile.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func processDue() -> [RuntimeEvent] {
        let step = beginDue()
        var events = step.events
        for ticket in step.tickets {
            if case .committed(let report) = finish(ticket) { events.append(.reloaded(report)) }
        }
        return events + endDue(after: events)
    }

    /// ``processDue()-1xhm8`` for the daemon: starts the due reloads on `lanes` (one lane per plugin)
    /// without waiting for them, and returns what happened at once. Each reload's event goes to
    /// `finished` when it has been committed (from the lane's thread).
    func startDue(on lanes: ReloadLanes, finished: @escaping @Sendable (RuntimeEvent) -> Void) -> [RuntimeEvent] {
        let step = beginDue()
        for ticket in step.tickets {
            lanes.submit(ticket.instance.pluginID) { [self] in
                if case .committed(let report) = finish(ticket) { finished(.reloaded(report)) }
            }
        }
        return step.events + endDue(after: step.events)
    }

    /// Drains the plugins' requests, switches the entries that are due, and begins the due
    /// reloads the budget allows (a reload due for an instance being reloaded is parked).
    private func beginDue() -> DueStep {
        let now = self.now
        let limit = configuration.batchSize
        return executor.run { state in
            var events = drainRequests(&state)
            events += switchEntries(&state, at: now)
            let (instances, flights) = (state.instances, state.flights)
            let due = state.schedule.takeDue(at: now, limit: limit) { id in
                guard let summary = instances.summary(of: id) else { return .missing }
                return flights.isReloading(id) ? .reloading : .ready(budgetAllowsFrom: summary.budgetAllowsFrom)
            }
            for (id, reload) in due.parked { state.flights.park(id, reload) }
            for (id, deferred) in due.deferred {
                state.writes.mark(id, at: now)
                events.append(.deferred(id, reasons: deferred.reasons, until: deferred.due))
            }
            let tickets = due.allowed.compactMap { state.begin($0.id, $0.reload, at: now, stamp: ReloadStamp.next()) }
            return DueStep(events: events, tickets: tickets)
        }
    }

    /// Switches the entries due at `now`: each instance's timeline is read (from the state
    /// database if its row is not held) to find its next switch and the entry shown now.
    private func switchEntries(_ state: inout RuntimeState, at now: Double) -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        while let id = state.schedule.popSwitch(at: now) {
            let timeline: TimelinePayload?
            do {
                timeline = try state.instances.timeline(of: id)
            } catch {
                events.append(.storageFailed(.state(error)))
                continue
            }
            state.schedule.followEntries(of: id, timeline, after: now)
            if let cursor = timeline.map(TimelineCursor.init), let index = cursor.entryIndex(at: now) {
                events.append(.entryChanged(id, index: index, count: cursor.entries.count))
            }
        }
        return events
    }

    /// Takes the requests plugins made meanwhile, and writes if a request came or the held
    /// changes are ``Configuration/writeDelay`` old.
    private func endDue(after events: [RuntimeEvent]) -> [RuntimeEvent] {
        let delay = configuration.writeDelay
        return executor.run { state in
            let drained = drainRequests(&state)
            let requested = (events + drained).contains { if case .requested = $0 { return true } else { return false } }
            guard requested || state.writes.isDue(at: now, delay: delay) else { return drained }
            return drained + flush(&state)
        }
    }
}
