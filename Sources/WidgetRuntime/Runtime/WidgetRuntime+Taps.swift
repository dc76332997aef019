import WidgetHost
import WidgetWire

extension WidgetRuntime {
    /// Taps a button or toggle of an instance's current entry: performs its intent through
    /// the plugin (values checked; a toggle's intent gets the new state), then reloads the
    /// instance at once, exempt from the budget. Reload requests the plugin makes while
    /// performing coalesce with that reload; requests for other instances stay pending.
    ///
    /// A tap is one commit: the plugin's key-value writes during the perform and the reload are
    /// staged (`LoadedPlugin.withStagedStorage(_:)`), and committed with the reloaded timeline
    /// and the instance's row in one transaction when the plugin is done. A process killed
    /// mid-tap loses the whole tap, never half of it.
    ///
    /// `control` is a control id (`b.2.0`) or, when it is unambiguous, a control's label.
    /// While the perform and reload run, the instance shows as ``WidgetInstance/interactionPending``
    /// (in memory, to this process's readers and the write observer; views marked
    /// `invalidatableContent()` show as pending).
    ///
    /// - Throws: ``RuntimeError`` (unknown instance or control), the plugin's errors from
    ///   `perform` (the reload does not run then; the plugin's writes are committed, the mark
    ///   cleared), `HostStateError` if the commit fails (nothing of the tap is stored then).
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func tap(_ id: InstanceID, control reference: String) throws -> TapOutcome {
        let (instance, controls, row) = try executor.run { try tapTarget(&$0, id) }
        let control = try ControlMatcher(instance: id, controls: controls).control(reference)
        let plugin = try catalog.plugin(for: instance)
        let invocation = control.tapInvocation(in: plugin.manifest)
        _ = try plugin.resolver.values(for: try plugin.intent(invocation.intent), given: invocation.parameters)
        executor.run { $0.markTap(id, running: true) }
        defer { executor.run { $0.markTap(id, running: false) } }
        let (outcome, staged) = plugin.withStagedStorage { () throws -> (PerformResult, ReloadReport?, [RuntimeEvent]) in
            var events = executor.run { drainRequests(&$0) }
            let result = try plugin.perform(intent: invocation.intent, values: invocation.parameters)
            events += executor.run { drainRequests(&$0) }
            let report = reloadNow(id, reasons: .tap, known: row)
            return (result, report, events + executor.run { drainRequests(&$0) })
        }
        try commit(staged, of: plugin)
        let (result, reload, events) = try outcome.get()
        guard let reload else { throw RuntimeError.unknownInstance(id, available: []) }
        return TapOutcome(
            instance: id, control: control, invocation: invocation,
            intentParameters: plugin.manifest.intent(id: invocation.intent)?.parameters ?? [],
            result: result, reload: reload,
            events: events.filter { event in
                if case .requested(_, let ids) = event { return ids != [id] }
                return true
            })
    }

    /// Instance `id` as stored now and the controls of the entry it shows now: the row read without
    /// its timeline and the controls from ``RuntimeState/controls`` when they are held for the stored
    /// timeline (an instance tapped recently) and memory is in step with the row; else the whole row,
    /// re-read (``current(_:_:)``), its timeline indexed for the next tap. The row without its
    /// timeline, when that was read, is what the tap's reload starts from (one read of the row, not two).
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``, ``RuntimeError/noTimeline(_:state:)``, `HostStateError`.
    private func tapTarget(
        _ state: inout RuntimeState, _ id: InstanceID
    ) throws -> (WidgetInstance, [ControlReference], reloadFrom: WidgetInstance?) {
        if state.writes.contains(id) { flush(&state) }
        if let summary = state.instances.summary(of: id), let row = try store.instanceWithoutTimeline(id), row.version == summary.version,
            let index = state.controls.timeline(of: id, stamp: row.timelineStamp)
        {
            guard let controls = index.controls(at: now) else { throw RuntimeError.noTimeline(id, state: row.state.description) }
            return (row, controls, row)
        }
        let instance = try current(&state, id)
        guard let timeline = instance.timeline, !timeline.entries.isEmpty, !instance.showsPlaceholder,
            let controls = state.controls.record(id, stamp: instance.timelineStamp, timeline).controls(at: now)
        else { throw RuntimeError.noTimeline(id, state: instance.state.description) }
        return (instance, controls, nil)
    }

    /// Commits a tap: `staged` (the plugin's key-value writes) and every instance changed in
    /// memory (the reloaded one among them), in one transaction.
    private func commit(_ staged: StagedStorage, of plugin: LoadedPlugin) throws {
        let database = host.state.database
        do {
            try executor.run { state in
                try database.transaction {
                    try plugin.commit(staged)
                    try flushOrThrow(&state)
                }
            }
        } catch InstanceStorageError.state(let error) {
            throw error
        }
    }
}
