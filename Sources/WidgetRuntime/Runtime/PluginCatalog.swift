import Foundation
import Synchronization
import WidgetHost

/// The plugins a runtime uses: each loaded once through the runtime's `PluginHost`, found
/// by an instance's stored path (or, if that file is gone, by its id in the search path).
final class PluginCatalog: @unchecked Sendable {
    let host: PluginHost
    let searchPath: PluginSearchPath
    /// Whether each plugin file is installed, by path, with the stamp of the file it was decided for.
    private let installed = Mutex<[String: (stamp: FileStamp, installed: Bool)]>([:])

    init(host: PluginHost, searchPath: PluginSearchPath) {
        self.host = host
        self.searchPath = searchPath
    }

    /// The plugin a command-line reference names: a path, or an id in the search path.
    func plugin(reference: String) throws -> LoadedPlugin {
        try host.load(try searchPath.locate(reference).path)
    }

    /// The plugin of `instance`: from its stored path, else by its id; its file pinned on first
    /// use, and refused (``PluginPinError``) if it changed since it was approved (see ``verify(_:)``).
    func plugin(for instance: WidgetInstance) throws -> LoadedPlugin {
        let plugin = try unverifiedPlugin(for: instance)
        try verify(plugin)
        return plugin
    }

    /// Trusts `plugin`'s file: pins it on first use; an installed file (``PluginSearchPath/holds(_:)``)
    /// that changed since its approval is refused, and a development build that changed, which its
    /// developer just rebuilt, is pinned again and runs at once.
    ///
    /// - Throws: ``PluginPinError`` for a changed installed file, `HostStateError` if the database fails.
    func verify(_ plugin: LoadedPlugin) throws {
        // One `stat` of the file for both questions.
        let stamp = FileStamp(path: plugin.path)
        if isDevelopmentBuild(plugin.path, stamp: stamp),
            case .changed = try host.pins.status(pluginID: plugin.id, path: plugin.path, stamp: stamp)
        {
            try host.pins.approve(pluginID: plugin.id, path: plugin.path)
            return
        }
        try host.pins.verify(pluginID: plugin.id, path: plugin.path, stamp: stamp)
    }

    /// Whether the plugin file at `path` is a development build (not in the search path's directories).
    ///
    /// Decided once per file: again only when the file at `path` has another stamp (device, inode,
    /// size, times: another file, or the file changed), not by resolving links on every use.
    func isDevelopmentBuild(_ path: String) -> Bool {
        isDevelopmentBuild(path, stamp: FileStamp(path: path))
    }

    /// ``isDevelopmentBuild(_:)`` of the file as `stamp` saw it (`FileStamp(path:)`).
    private func isDevelopmentBuild(_ path: String, stamp: FileStamp?) -> Bool {
        guard let stamp else { return !searchPath.holds(path) }
        if let known = installed.withLock({ $0[path] }), known.stamp == stamp { return !known.installed }
        let holds = searchPath.holds(path)
        installed.withLock { $0[path] = (stamp, holds) }
        return !holds
    }

    private func unverifiedPlugin(for instance: WidgetInstance) throws -> LoadedPlugin {
        if let loaded = host.plugin(id: instance.pluginID) { return loaded }
        if FileManager.default.fileExists(atPath: instance.pluginPath) { return try host.load(instance.pluginPath) }
        return try plugin(reference: instance.pluginID)
    }

    /// The file of `instance`'s plugin, without loading it: its stored path, else its id on the search path.
    func pluginPath(for instance: WidgetInstance) throws -> String {
        if let loaded = host.plugin(id: instance.pluginID) { return loaded.path }
        if FileManager.default.fileExists(atPath: instance.pluginPath) { return instance.pluginPath }
        return try searchPath.locate(instance.pluginID).path
    }

    /// The one plugin that declares widget `kind`: `reference`'s plugin if given, else the
    /// plugins of the search path are loaded and asked.
    ///
    /// - Throws: ``RuntimeError/unknownKind(_:searched:available:)`` or
    ///   ``RuntimeError/ambiguousKind(_:plugins:)``, or the error loading `reference`.
    func plugin(declaring kind: String, reference: String?) throws -> LoadedPlugin {
        if let reference {
            let plugin = try plugin(reference: reference)
            _ = try plugin.widget(kind)
            try verify(plugin)
            return plugin
        }
        var seen: Set<String> = []
        var plugins: [LoadedPlugin] = []
        for candidate in searchPath.availablePlugins() where seen.insert(candidate.id).inserted {
            if let plugin = try? host.load(candidate.url.path) { plugins.append(plugin) }
        }
        let matches = plugins.filter { $0.manifest.widget(kind: kind) != nil }
        if matches.count > 1 { throw RuntimeError.ambiguousKind(kind, plugins: matches.map(\.id)) }
        guard let match = matches.first else {
            throw RuntimeError.unknownKind(
                kind, searched: plugins.map(\.id), available: plugins.flatMap { plugin in plugin.manifest.widgets.map(\.kind) }.sorted())
        }
        try verify(match)
        return match
    }
}

extension WidgetRuntime {
    /// The plugin a command-line reference names (a path, or an id on the search path), loaded
    /// through the runtime's host: to look at its widgets before adding one.
    ///
    /// - Throws: why the plugin cannot be found or loaded (`PluginLoadError`, `PluginLookupError`).
    public func plugin(reference: String) throws -> LoadedPlugin {
        try catalog.plugin(reference: reference)
    }

    /// The plugin of `instance`, loaded through the runtime's host: the one already loaded with its
    /// id, else the file at its stored path, else the plugin with its id on the search path.
    ///
    /// - Throws: why the plugin cannot be found or loaded (`PluginLoadError`, `PluginLookupError`).
    public func plugin(for instance: WidgetInstance) throws -> LoadedPlugin {
        try catalog.plugin(for: instance)
    }
}
