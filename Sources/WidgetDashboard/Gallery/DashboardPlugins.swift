import Foundation
import WidgetHost
import WidgetRuntime

/// The plugins the dashboard shows and uses: every plugin on the runtime's search path
/// (the first file of each id, as the CLI finds them), loaded once through the runtime's host.
final class DashboardPlugins: Sendable {
    /// A plugin file on the search path and what loading it gave.
    struct Entry: Sendable {
        var id: String
        var path: String
        var plugin: LoadedPlugin?
        /// Why the file could not be loaded, as one-line diagnostics.
        var problems: [String]
    }

    let runtime: WidgetRuntime

    init(runtime: WidgetRuntime) { self.runtime = runtime }

    /// Every plugin on the search path, in search order, each id once; loaded now if need be.
    func all() -> [Entry] {
        var seen: Set<String> = []
        var entries: [Entry] = []
        for candidate in runtime.configuration.searchPath.availablePlugins() where seen.insert(candidate.id.lowercased()).inserted {
            do {
                let plugin = try load(id: candidate.id, path: candidate.url.path)
                entries.append(Entry(id: plugin.id, path: plugin.path, plugin: plugin, problems: []))
            } catch {
                entries.append(Entry(id: candidate.id, path: candidate.url.path, plugin: nil, problems: DashboardErrorText.lines(error)))
            }
        }
        return entries
    }

    /// The plugin with `id` (any letter case): already loaded, or found on the search path.
    ///
    /// - Throws: ``DashboardRequestError/unknownPlugin(_:available:)``, or why it cannot be loaded.
    func plugin(id: String) throws -> LoadedPlugin {
        if let loaded = runtime.host.plugins.first(where: { $0.id.lowercased() == id.lowercased() }) { return loaded }
        let candidates = runtime.configuration.searchPath.availablePlugins()
        guard let candidate = candidates.first(where: { $0.id.lowercased() == id.lowercased() }) else {
            throw DashboardRequestError.unknownPlugin(id, available: Array(Set(candidates.map(\.id))).sorted())
        }
        return try load(id: candidate.id, path: candidate.url.path)
    }

    private func load(id: String, path: String) throws -> LoadedPlugin {
        if let loaded = runtime.host.plugin(id: id) { return loaded }
        return try runtime.host.load(path)
    }
}
