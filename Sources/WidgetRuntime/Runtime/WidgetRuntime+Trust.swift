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

    /// Why `instance`'s plugin file would not run now, if it changed since it was approved.
    public func pinProblem(for instance: WidgetInstance) -> PluginPinError? {
        guard let path = try? catalog.pluginPath(for: instance),
            case .changed(let approved, let current) = try? host.pins.status(pluginID: instance.pluginID, path: path)
        else { return nil }
        return PluginPinError(pluginID: instance.pluginID, path: path, approvedSHA256: approved, currentSHA256: current)
    }
}
