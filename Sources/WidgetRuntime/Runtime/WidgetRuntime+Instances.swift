import WidgetHost
import WidgetWire

/// Which instances `widgethost reload` means.
public enum ReloadTarget: Hashable, Sendable {
    /// One instance.
    case instance(InstanceID)
    /// Every instance of a widget kind.
    case kind(String)
    /// Every instance.
    case all
}

extension WidgetRuntime {
    /// Adds an instance of widget `kind` and loads its first timeline at once.
    ///
    /// The plugin is `plugin` (a path or id) if given, else the one plugin of the search path
    /// that declares `kind`. Values are checked against the configuration intent; parameters
    /// left out take their defaults, entities their query's `defaultResult()`; entity ids are
    /// verified through `entities(for:)`. Bad input stores nothing.
    ///
    /// - Returns: the reload report of the new instance (its id is `report.id`); the instance is
    ///   kept even if the plugin fails, with the failure as its state and a retry scheduled.
    /// - Throws: ``RuntimeError``, `PluginRequestError`, `ParameterValuesError` (bad input),
    ///   `PluginLoadError`, `PluginCallError` (a query failed), `HostStateError`.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func add(
        kind: String, plugin reference: String? = nil, family familyName: String? = nil, assignments: [String] = []
    )
        throws -> ReloadReport
    {
        let plugin = try catalog.plugin(declaring: kind, reference: try reference.map { try instancesPluginFile(id: $0) ?? $0 })
        let builder = try ConfigurationBuilder(plugin: plugin, kind: kind)
        let family = try familyName.map { try plugin.family(named: $0, forWidget: kind) } ?? builder.widget.families.first ?? .systemSmall
        let configuration = try builder.initial(assignments)
        let now = self.now
        let instance = try store.insert(
            WidgetInstance(
                pluginID: plugin.id, pluginPath: plugin.path, kind: kind, family: family, configuration: configuration,
                pendingReload: PendingReload(due: now, reasons: .configuration), createdAt: now))
        executor.run { $0.adopt(instance, at: now) }
        return try reloadAndWrite(instance.id, reasons: .configuration)
    }

    /// Changes an instance's configuration with `assignments` (`NAME=VALUE`; the other values
    /// stay) and reloads its timeline at once. Bad input changes nothing. A reload of the
    /// instance running meanwhile, made for the old configuration, is not stored.
    ///
    /// - Throws: as ``add(kind:plugin:family:assignments:)-32fj2``.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func configure(_ id: InstanceID, assignments: [String]) throws -> ReloadReport {
        for _ in 0..<InstanceRepository.mergeAttempts {
            let instance = try executor.run { try current(&$0, id) }
            let plugin = try catalog.plugin(for: instance)
            let configuration = try ConfigurationBuilder(plugin: plugin, kind: instance.kind).updated(
                instance.configuration, with: assignments)
            let now = self.now
            let applied = try executor.run { state in
                guard var latest = try state.instances.row(id) else {
                    throw RuntimeError.unknownInstance(id, available: try store.allIDs())
                }
                // Configured again while the values were checked: apply the assignments to that configuration.
                guard latest.configurationRevision == instance.configurationRevision else { return false }
                latest.configuration = configuration
                latest.configurationRevision += 1
                state.replace(latest, configured: true, at: now)
                return true
            }
            if applied { return try reloadAndWrite(id, reasons: .configuration) }
        }
        throw InstanceStorageError.contended(id, attempts: InstanceRepository.mergeAttempts)
    }

    /// An instance's configuration form (`ConfigurationForm`): the parameters its summary shows
    /// now for its values and family, then the hidden ones, with their values and choices;
    /// `matching` searches entities with `entities(matching:)`.
    ///
    /// - Throws: ``RuntimeError`` for an unknown instance; why its plugin cannot be loaded.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func configurationForm(_ id: InstanceID, matching: String? = nil) throws -> ConfigurationForm {
        let instance = try executor.run { try current(&$0, id) }
        return try ConfigurationFormBuilder(plugin: try catalog.plugin(for: instance), kind: instance.kind)
            .form(values: instance.configuration, family: instance.family, matching: matching)
    }

    /// Removes an instance for good. A reload of it running meanwhile is not stored.
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``.
    public func remove(_ id: InstanceID) throws {
        try executor.run { state in
            _ = try cached(&state, id)
            guard try store.delete(id) else { throw RuntimeError.unknownInstance(id, available: try store.allIDs()) }
            state.forget(id)
            state.written.append(id)
        }
    }

    /// Reloads the instances `target` names at once, exempt from the budget; returns a report per instance.
    ///
    /// - Throws: ``RuntimeError`` for an unknown instance or a kind without instances.
    @available(*, noasync, message: "it may block on a plugin: from async code, call its async overload")
    public func reload(_ target: ReloadTarget, reasons: ReloadReasons = .explicit) throws -> [ReloadReport] {
        let ids = try executor.run { try self.ids(&$0, of: target) }
        if reasons.contains(.explicit) { releaseFailedWorkers(of: try executor.run { state in try ids.map { try current(&state, $0) } }) }
        var reports: [ReloadReport] = []
        for id in ids {
            _ = try executor.run { try current(&$0, id) }
            if let report = reloadNow(id, reasons: reasons) { reports.append(report) }
            executor.run { _ = drainRequests(&$0) }
        }
        try writeOrThrow()
        return reports
    }

    /// The instances `target` names.
    private func ids(_ state: inout RuntimeState, of target: ReloadTarget) throws -> [InstanceID] {
        switch target {
        case .instance(let id):
            _ = try current(&state, id)
            return [id]
        case .kind(let kind):
            let ids = try store.ids(kind: kind)
            if ids.isEmpty {
                throw RuntimeError.noInstancesOfKind(kind, available: Array(Set(try store.all().map(\.kind))).sorted())
            }
            return ids
        case .all:
            return try store.allIDs()
        }
    }
}
