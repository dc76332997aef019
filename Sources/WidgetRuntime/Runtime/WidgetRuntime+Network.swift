import WidgetHost

extension WidgetRuntime {
    /// Denies the plugin `pluginID` (an id as `widgethost plugins` lists it, any case, or a path)
    /// the network, or allows it again, in the state database; its workers started from now on
    /// obey. Returns the plugin's id as stored.
    ///
    /// - Throws: `PluginLookupError` if no instance uses the plugin and the search path has no
    ///   such plugin (nothing is stored then), `HostStateError` if the database fails.
    @discardableResult
    public func setNetworkDenied(_ denied: Bool, pluginID: String) throws -> String {
        let instance = try storedInstances().first { $0.pluginID.lowercased() == pluginID.lowercased() }
        let id = try instance?.pluginID ?? PluginIdentity.id(forFileNamed: catalog.searchPath.locate(pluginID).lastPathComponent)
        try host.network.setNetworkDenied(denied, pluginID: id)
        return id
    }
}
