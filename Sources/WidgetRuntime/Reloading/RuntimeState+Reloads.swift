import WidgetHost
import WidgetWire

/// How a reload's commit went.
enum ReloadCommit: Sendable {
    /// The result is the instance's state now.
    case committed(ReloadReport)
    /// A reload that began later committed first: this older result was dropped; the report
    /// shows the instance as that reload left it.
    case superseded(ReloadReport)
    /// The instance's configuration changed while the plugin was asked: the result, made for
    /// the old configuration, was dropped.
    case reconfigured
    /// The instance was removed meanwhile: the result was dropped.
    case removed
}

/// Beginning and committing reloads: the two halves that run under the runtime's lock, on
/// either side of the plugin call that runs outside it.
extension RuntimeState {
    /// Begins a reload of `id` for `reload` at `now` (stamp `stamp`); `nil` if the instance is not
    /// in memory. If its row cannot be read, the reload is put back, due a second later.
    mutating func begin(
        _ id: InstanceID, _ reload: PendingReload, at now: Double, stamp: Int64, known: WidgetInstance? = nil
    ) -> ReloadTicket? {
        let row: WidgetInstance?
        do {
            row = try instances.reloadRow(id, known: known)
        } catch {
            schedule.request(id, PendingReload(due: now + 1, reasons: reload.reasons, deferredSince: reload.deferredSince))
            return nil
        }
        guard let instance = row else { return nil }
        let ticket = ReloadTicket(instance: instance, reload: reload, time: now, stamp: stamp)
        flights.begin(ticket)
        return ticket
    }

    /// Begins a reload of `id` at once for `reasons`, taking along whatever is pending for it;
    /// from `known` (its row without the timeline, just read) if memory is still at its version.
    mutating func beginNow(
        _ id: InstanceID, reasons: ReloadReasons, at now: Double, stamp: Int64, known: WidgetInstance? = nil
    ) -> ReloadTicket? {
        guard instances.contains(id) else { return nil }
        schedule.request(id, PendingReload(due: now, reasons: reasons))
        guard let pending = schedule.cancel(id) else { return nil }
        return begin(id, pending, at: now, stamp: stamp, known: known)
    }

    /// Commits what the plugin answered to `ticket`, at `now`, onto the instance as it is now
    /// (not the copy the reload began with): unless it was removed, reconfigured, or a later
    /// reload committed first, in which case the result is dropped and nothing is written.
    /// `placeholder` is what an instance that never had a timeline shows when the reload brings none.
    mutating func commit(
        _ ticket: ReloadTicket, _ outcome: TimelineOutcome, placeholder: TimelinePayload? = nil, at now: Double
    ) -> ReloadCommit {
        let current = currentRow(of: ticket)
        let verdict = verdict(on: ticket, current: current)
        let parked = flights.end(ticket, committed: verdict == nil)
        if let parked, instances.contains(ticket.id) {
            request(
                ticket.id, PendingReload(due: min(parked.due, now), reasons: parked.reasons, deferredSince: parked.deferredSince), at: now)
            needsWakeUp = true
        }
        if let verdict { return verdict }
        guard var instance = current else { return .removed }
        apply(outcome, of: ticket, to: &instance)
        if instance.timeline == nil, let placeholder { instance.timeline = PlaceholderTimeline.make(from: placeholder, at: ticket.time) }
        instances.set(instance, holding: true)
        if let next = schedule.reload(after: outcome, at: ticket.time) { schedule.request(ticket.id, next) }
        schedule.followEntries(of: ticket.id, instance.timeline, after: max(ticket.time, now))
        writes.markReloaded(ticket.id, at: now)
        return .committed(report(of: instance, for: ticket))
    }

    /// The instance of `ticket` as it is now (`nil` if it was removed): the copy the reload began
    /// with if nothing changed it since (no row held, the same version; read without its timeline,
    /// which ``apply(_:of:to:)`` replaces or reads back), else read back; that copy also if the
    /// row cannot be read (its write then merges with whatever changed).
    private func currentRow(of ticket: ReloadTicket) -> WidgetInstance? {
        guard let summary = instances.summary(of: ticket.id) else { return nil }
        if !instances.holds(ticket.id) && summary.version == ticket.instance.version { return ticket.instance }
        do {
            return try instances.row(ticket.id)
        } catch {
            return ticket.instance
        }
    }

    /// Why `ticket`'s result must be dropped, or `nil` if it may be committed.
    private func verdict(on ticket: ReloadTicket, current: WidgetInstance?) -> ReloadCommit? {
        guard let instance = current else { return .removed }
        if instance.configurationRevision != ticket.instance.configurationRevision { return .reconfigured }
        if flights.isSuperseded(ticket) || instance.timelineStamp > ticket.stamp { return .superseded(report(of: instance, for: ticket)) }
        return nil
    }

    private mutating func apply(_ outcome: TimelineOutcome, of ticket: ReloadTicket, to instance: inout WidgetInstance) {
        if !RefreshBudget.isExempt(ticket.reload.reasons) { schedule.budget.record(ticket.time, in: &instance.reloadHistory) }
        instance.reloadedAt = ticket.time
        instance.lastReloadReasons = ticket.reload.reasons
        // A tap made while this reload ran keeps its mark until its own reload.
        if ticket.instance.interactionPending || ticket.reload.reasons.contains(.tap) { instance.interactionPending = false }
        switch outcome {
        case .timeline(let payload) where payload.entries.isEmpty:
            // No entry (a fetch that failed, answered with `Timeline(entries: [], policy: .after(...))`): the widget
            // goes on showing what it showed, its placeholder if nothing yet, until a timeline with entries comes.
            keepTimeline(of: &instance)
            instance.state = .ok
        case .timeline(let payload):
            let timeline = TimelineCursor.ordered(payload)
            instance.timeline = timeline
            instance.timelineStamp = ticket.stamp
            instance.state = .ok
            // The next tap of an instance just tapped finds its control here, not in the stored timeline.
            if ticket.reload.reasons.contains(.tap) || controls.holds(ticket.id) {
                controls.record(ticket.id, stamp: ticket.stamp, timeline)
            }
        case .unresolved(let parameter, let entity, let ids):
            keepTimeline(of: &instance)
            instance.state = .unresolved(parameter: parameter, entity: entity, ids: ids)
        case .failed(let message):
            keepTimeline(of: &instance)
            instance.state = .failed(message: message)
        }
    }

    /// Reads back the stored timeline a reload began without, so a reload that brings none keeps it.
    private func keepTimeline(of instance: inout WidgetInstance) {
        if instance.timeline == nil, let stored = try? instances.timeline(of: instance.id) { instance.timeline = stored }
    }

    /// The report of `ticket`'s reload, as `instance` shows it now.
    func report(of instance: WidgetInstance, for ticket: ReloadTicket) -> ReloadReport {
        ReloadReport(
            id: ticket.id, time: ticket.time, due: ticket.reload.due, reasons: ticket.reload.reasons,
            deferredSince: ticket.reload.deferredSince, state: instance.state, entryCount: instance.timeline?.entries.count ?? 0,
            next: schedule.pendingReload(of: ticket.id), byAnotherProcess: false)
    }
}
