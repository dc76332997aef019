import WidgetHost
import WidgetWire

extension WidgetRuntime {
    /// Taps a button or toggle of an instance's current entry: performs its intent through
    /// the plugin (values checked; a toggle's intent gets the new state), then reloads the
    /// instance at once, exempt from the budget. Reload requests the plugin makes while
    /// performing coalesce with that reload; requests for other instances stay pending.
    ///
    /// `control` is a control id (`b.2.0`) or, when it is unambiguous, a control's label.
    /// While the perform and reload run, the instance is marked ``WidgetInstance/interactionPending``
    /// (views marked `invalidatableContent()` show as pending).
    ///
    /// - Throws: ``RuntimeError`` (unknown instance or control), the plugin's errors from
    ///   `perform` (the reload does not run then, and the pending mark is cleared).
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func tap(_ id: InstanceID, control reference: String) throws -> TapOutcome {
        let instance = try executor.run { try current(&$0, id) }
        guard let entry = instance.entry(at: now) else { throw RuntimeError.noTimeline(id, state: instance.state.description) }
        let control = try ControlMatcher(instance: id, view: entry.view).control(reference)
        let plugin = try catalog.plugin(for: instance)
        let invocation = control.tapInvocation(in: plugin.manifest)
        _ = try plugin.resolver.values(for: try plugin.intent(invocation.intent), given: invocation.parameters)
        try markInteraction(id, pending: true)
        var events = executor.run { drainRequests(&$0) }
        let result: PerformResult
        do {
            result = try plugin.perform(intent: invocation.intent, values: invocation.parameters)
        } catch {
            try? markInteraction(id, pending: false)
            throw error
        }
        events += executor.run { drainRequests(&$0) }
        guard let report = reloadNow(id, reasons: .tap) else { throw RuntimeError.unknownInstance(id, available: []) }
        events += executor.run { drainRequests(&$0) }
        try writeOrThrow()
        return TapOutcome(
            instance: id, control: control, invocation: invocation, result: result, reload: report,
            events: events.filter { event in
                if case .requested(_, let ids) = event { return ids != [id] }
                return true
            })
    }

    /// Sets (and writes at once) the mark that a tap's perform and reload are in flight.
    private func markInteraction(_ id: InstanceID, pending: Bool) throws {
        let now = self.now
        try executor.run { state in
            var instance = try cached(&state, id)
            instance.interactionPending = pending
            state.replace(instance, at: now)
        }
        try writeOrThrow()
    }
}
