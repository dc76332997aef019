import WidgetHost

extension WidgetRuntime {
    /// Approves the file of plugin `pluginID` as it is now (the one its instances use, else the
    /// one its id names on the search path), so its instances run it again.
    ///
    /// - Throws: `PluginLookupError` if no instance uses it and the search path has no such plugin,
    ///   `PluginLoadError` if the file cannot be read or is not trusted as a file.
    @discardableResult
    public func approvePlugin(_ pluginID: String) throws -> PluginPin {
        let instance = try storedInstances().first { $0.pluginID.lowercased() == pluginID.lowercased() }
        let path = try instance.map { try catalog.pluginPath(for: $0) } ?? catalog.searchPath.locate(pluginID).path
        return try host.pins.approve(pluginID: instance?.pluginID ?? pluginID, path: path)
    }

    /// Why `instance`'s plugin file would not run now, if it is installed and changed since it was
    /// approved (a development build that changed runs at once).
    public func pinProblem(for instance: WidgetInstance) -> PluginPinError? {
        guard let path = try? catalog.pluginPath(for: instance), !catalog.isDevelopmentBuild(path),
            case .changed(let approved, let current) = try? host.pins.status(pluginID: instance.pluginID, path: path)
        else { return nil }
        return PluginPinError(pluginID: instance.pluginID, path: path, approvedSHA256: approved, currentSHA256: current)
    }
}

extension WidgetRuntime {
    /// Acts on the rebuilt or replaced plugin files `files` (each with its plugin's id: what a running
    /// daemon's file watcher saw), so that no instance keeps showing old code unannounced: a
    /// development build's instances reload at once (a worker restarts with the new file); an
    /// installed file's instances wait for approval (their reload fails with `PluginPinError`,
    /// which `list`, the dashboard and the desktop show); a plugin in this process cannot be
    /// reloaded (a Swift library cannot be unloaded), which one warning line says.
    @available(*, noasync, message: "it may block on a plugin: call it from the daemon's thread")
    public func reloadRebuiltPlugins(_ files: [(pluginID: String, path: String)]) -> [RuntimeEvent] {
        var events: [RuntimeEvent] = []
        let logger = configuration.logger
        for (pluginID, path) in files {
            if let plugin = host.plugin(id: pluginID), case .inProcess = plugin.isolation {
                logger.log(
                    .warning,
                    "plugin file \(path) changed, but the plugin runs in this process, where a library cannot be reloaded: "
                        + "its instances keep the code loaded at start until this host restarts; run with --isolation worker "
                        + "(the default of run, serve and desktop) to run a rebuilt plugin at once", pluginID: pluginID)
                continue
            }
            let development = catalog.isDevelopmentBuild(path)
            logger.log(
                development ? .info : .warning,
                development
                    ? "plugin file \(path) was rebuilt: its instances reload with the new code"
                    : "plugin file \(path) changed, waiting for approval: widgethost plugins approve \(pluginID)",
                pluginID: pluginID)
            for instance in instances where instance.pluginID == pluginID {
                events += ((try? reload(.instance(instance.id), reasons: .explicit)) ?? []).map { .reloaded($0) }
            }
        }
        return events
    }
}
