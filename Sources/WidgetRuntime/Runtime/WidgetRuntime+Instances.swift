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
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func add(
        kind: String, plugin reference: String? = nil, family familyName: String? = nil, assignments: [String] = []
    )
        throws -> ReloadReport
    {
        try locked {
            let plugin = try catalog.plugin(declaring: kind, reference: reference)
            let builder = try ConfigurationBuilder(plugin: plugin, kind: kind)
            let family =
                try familyName.map { try plugin.family(named: $0, forWidget: kind) } ?? builder.widget.families.first ?? .systemSmall
            let configuration = try builder.initial(assignments)
            let now = self.now
            let instance = try store.insert(
                WidgetInstance(
                    pluginID: plugin.id, pluginPath: plugin.path, kind: kind, family: family, configuration: configuration,
                    pendingReload: PendingReload(due: now, reasons: .configuration), createdAt: now))
            _ = try cached(instance.id)
            let report = try reloadAndWrite(instance.id, reasons: .configuration)
            return report
        }
    }

    /// Changes an instance's configuration with `assignments` (`NAME=VALUE`; the other values
    /// stay) and reloads its timeline at once. Bad input changes nothing.
    ///
    /// - Throws: as ``add(kind:plugin:family:assignments:)``.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func configure(_ id: InstanceID, assignments: [String]) throws -> ReloadReport {
        try locked {
            var instance = try current(id)
            let plugin = try catalog.plugin(for: instance)
            let configuration = try ConfigurationBuilder(plugin: plugin, kind: instance.kind).updated(
                instance.configuration, with: assignments)
            instance.configuration = configuration
            instance.configurationRevision += 1
            replace(instance, configured: true)
            return try reloadAndWrite(id, reasons: .configuration)
        }
    }

    /// An instance's configuration form (`ConfigurationForm`): the parameters its summary shows
    /// now for its values and family, then the hidden ones, with their values and choices;
    /// `matching` searches entities with `entities(matching:)`.
    ///
    /// - Throws: ``RuntimeError`` for an unknown instance; why its plugin cannot be loaded.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func configurationForm(_ id: InstanceID, matching: String? = nil) throws -> ConfigurationForm {
        try locked {
            let instance = try current(id)
            return try ConfigurationFormBuilder(plugin: try catalog.plugin(for: instance), kind: instance.kind)
                .form(values: instance.configuration, family: instance.family, matching: matching)
        }
    }

    /// Removes an instance for good.
    ///
    /// - Throws: ``RuntimeError/unknownInstance(_:available:)``.
    public func remove(_ id: InstanceID) throws {
        try locked {
            _ = try cached(id)
            guard try store.delete(id) else { throw RuntimeError.unknownInstance(id, available: try store.allIDs()) }
            forget(id)
            notifyObserver([id])
        }
    }

    /// Reloads the instances `target` names at once, exempt from the budget; returns a report per instance.
    ///
    /// - Throws: ``RuntimeError`` for an unknown instance or a kind without instances.
    @available(*, noasync, message: "it may block on a plugin: from async code, call it inside WidgetRuntime.run { ... }")
    public func reload(_ target: ReloadTarget, reasons: ReloadReasons = .explicit) throws -> [ReloadReport] {
        try locked {
            let ids: [InstanceID]
            switch target {
            case .instance(let id):
                _ = try current(id)
                ids = [id]
            case .kind(let kind):
                ids = try store.ids(kind: kind)
                if ids.isEmpty {
                    throw RuntimeError.noInstancesOfKind(kind, available: Array(Set(try store.all().map(\.kind))).sorted())
                }
            case .all:
                ids = try store.allIDs()
            }
            if reasons.contains(.explicit) { releaseFailedWorkers(of: try ids.map(current)) }
            var reports: [ReloadReport] = []
            for id in ids {
                _ = try current(id)
                if let report = reloadNow(id, reasons: reasons) { reports.append(report) }
                _ = drainRequests(at: now)
            }
            try writeOrThrow()
            return reports
        }
    }

    /// Reloads `id` at once (plugins' requests made meanwhile coalesce into it) and writes the result.
    func reloadAndWrite(_ id: InstanceID, reasons: ReloadReasons) throws -> ReloadReport {
        _ = drainRequests(at: now)
        guard let report = reloadNow(id, reasons: reasons) else { throw RuntimeError.unknownInstance(id, available: []) }
        _ = drainRequests(at: now)
        try writeOrThrow()
        return report
    }

    /// ``flush()``, throwing if the database could not be written.
    func writeOrThrow() throws {
        for event in flush() {
            if case .storageFailed(let message) = event {
                throw HostStateError.database(.init(code: 1, message: message, path: store.database.path))
            }
        }
    }
}
