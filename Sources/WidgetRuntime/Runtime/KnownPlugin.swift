import Foundation
import WidgetHost

/// A plugin the runtime knows: found on the search path or used by a stored instance, with
/// what it declares and how its file stands against its pin (`widgethost plugins`).
public struct KnownPlugin: Sendable {
    /// Where a plugin came from.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// A directory of the search path.
        case searchPath(directory: String)
        /// A path given explicitly (to `add`), used by stored instances.
        case explicitPath

        public var description: String {
            switch self {
            case .searchPath(let directory): "search path \(directory)"
            case .explicitPath: "explicit path"
            }
        }
    }

    /// The plugin id.
    public let id: String
    /// Its file.
    public let path: String
    /// Where it came from.
    public let source: Source
    /// The widget kinds it declares (empty if it cannot be loaded).
    public let widgets: [String]
    /// Why it cannot be loaded, if it cannot.
    public let loadProblem: String?
    /// Its file against its pin.
    public let pin: PluginPinStatus
    /// The stored instances that use it.
    public let instanceCount: Int
}

extension WidgetRuntime {
    /// Every plugin of the search path (the first file per id) and every plugin a stored instance
    /// uses, loaded to list its widgets (a file changed since its approval is not loaded), sorted by id.
    public func knownPlugins() throws -> [KnownPlugin] {
        let instances = try storedInstances()
        var found: [(id: String, path: String, source: KnownPlugin.Source)] = []
        for candidate in catalog.searchPath.availablePlugins() where !found.contains(where: { $0.id == candidate.id }) {
            found.append((candidate.id, candidate.url.path, .searchPath(directory: candidate.url.deletingLastPathComponent().path)))
        }
        for instance in instances where !found.contains(where: { $0.id == instance.pluginID }) {
            found.append((instance.pluginID, (try? catalog.pluginPath(for: instance)) ?? instance.pluginPath, .explicitPath))
        }
        return try found.sorted { $0.id.lowercased() < $1.id.lowercased() }.map { entry in
            let pin = try host.pins.status(pluginID: entry.id, path: entry.path)
            var widgets: [String] = []
            var problem: String?
            if case .changed = pin {
                problem = "not loaded until approved"
            } else {
                do {
                    widgets = try host.load(entry.path).manifest.widgets.map(\.kind)
                } catch let error as any WidgetHostError {
                    problem = error.diagnostics.first?.description
                }
            }
            return KnownPlugin(
                id: entry.id, path: entry.path, source: entry.source, widgets: widgets, loadProblem: problem, pin: pin,
                instanceCount: instances.filter { $0.pluginID == entry.id }.count)
        }
    }

    /// The file of the plugin `id` (any letter case) that an instance runs, when the search path has no plugin of that id:
    /// a plugin added by its path, which ``knownPlugins()`` lists under its id. `nil` for a path, an id on the search
    /// path, or an id no instance runs (or whose file is gone).
    public func instancesPluginFile(id: String) throws -> String? {
        guard !PluginIdentity.isPath(id), (try? catalog.searchPath.locate(id)) == nil else { return nil }
        let folded = id.lowercased()
        guard let path = try storedInstances().first(where: { $0.pluginID.lowercased() == folded })?.pluginPath,
            FileManager.default.fileExists(atPath: path)
        else { return nil }
        return path
    }
}
