import WidgetHost
import WidgetWire

/// Reloading one instance: begin under the executor (a copy of the instance), ask the timeline
/// source with the executor released, commit the answer under it again.
extension WidgetRuntime {
    /// Reloads `id` at once for `reasons`, coalesced with whatever is pending for it, without
    /// asking the budget (callers pass exempt reasons), on the calling thread. A result made for
    /// a configuration that changed meanwhile is dropped and the reload redone; `nil` if the
    /// instance is not in memory or was removed meanwhile.
    func reloadNow(_ id: InstanceID, reasons: ReloadReasons, known: WidgetInstance? = nil) -> ReloadReport? {
        for attempt in 0..<InstanceRepository.mergeAttempts {
            let now = self.now
            let known = attempt == 0 ? known : nil
            guard let ticket = executor.run({ $0.beginNow(id, reasons: reasons, at: now, stamp: ReloadStamp.next(), known: known) })
            else { return nil }
            switch finish(ticket) {
            case .committed(let report), .superseded(let report): return report
            case .removed: return nil
            case .reconfigured: continue
            }
        }
        return nil
    }

    /// Asks for `ticket`'s timeline, with the executor released, and commits the answer. When it brings
    /// no entry to an instance that never had one (a failure, or `Timeline(entries: [], ...)`), the widget's
    /// placeholder is asked for too, to show until it does.
    func finish(_ ticket: ReloadTicket) -> ReloadCommit {
        let outcome = source.timeline(for: ticket.instance)
        var placeholder: TimelinePayload?
        if case .timeline(let payload) = outcome, !payload.entries.isEmpty {
        } else if ticket.instance.timelineStamp == 0 {
            placeholder = source.placeholder(for: ticket.instance)
        }
        return executor.run { [placeholder] in $0.commit(ticket, outcome, placeholder: placeholder, at: now) }
    }

    /// Reloads `id` at once (plugins' requests made meanwhile coalesce into it) and writes the result.
    func reloadAndWrite(_ id: InstanceID, reasons: ReloadReasons) throws -> ReloadReport {
        executor.run { _ = drainRequests(&$0) }
        guard let report = reloadNow(id, reasons: reasons) else {
            throw RuntimeError.unknownInstance(id, available: [])
        }
        executor.run { _ = drainRequests(&$0) }
        try writeOrThrow()
        return report
    }
}
