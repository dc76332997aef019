import Foundation
import Synchronization

/// The plugin libraries loaded in process, by file, for the hosts that share the registry:
/// by default every host of the process (``processWide``), or the hosts given another one
/// (``PluginHost/Configuration/registry``).
///
/// A library is initialised once per process and never unloaded, so loading the same file
/// again returns the plugin already loaded (to the host that loaded it; any other host is
/// refused), and a file that failed to load fails again the same way without running any of
/// its code twice. The first guarantee holds across registries too: a file whose code ran
/// through one registry is refused by every other (``PluginLoadError/loadedByAnotherHost(path:)``).
///
/// ```swift
/// let registry = LoadedPluginRegistry()
/// let host = try PluginHost(configuration: .init(stateDirectory: state, registry: registry))
/// ```
public final class LoadedPluginRegistry: Sendable {
    /// The registry every host uses unless its configuration names another.
    public static let processWide = LoadedPluginRegistry()

    /// An empty registry: the plugins its hosts load are theirs alone.
    public init() {}

    private enum Entry {
        case loaded(LoadedPlugin)
        case failed(PluginLoadError)
    }

    private let entries = Mutex<[FileStamp.Identity: Entry]>([:])
    /// Held for a whole load, so two threads never initialise the same library at once.
    private let loading = NSLock()
    /// The registry each file's code ran through: the process's own fact (the dynamic loader
    /// keeps a library once per process), so it is the one state no registry owns. It keeps
    /// those registries alive, as the process keeps their libraries.
    private static let initialised = Mutex<[FileStamp.Identity: LoadedPluginRegistry]>([:])

    /// The plugin loaded from `identity`, loading it with `load` the first time.
    func plugin(at identity: FileStamp.Identity, hostID: UUID, path: String, load: () throws -> LoadedPlugin) throws -> LoadedPlugin {
        loading.lock()
        defer { loading.unlock() }
        switch entries.withLock({ $0[identity] }) {
        case .loaded(let plugin):
            guard plugin.hostID == hostID else { throw PluginLoadError.loadedByAnotherHost(path: path) }
            return plugin
        case .failed(let error):
            throw error
        case nil:
            guard claim(identity) else { throw PluginLoadError.loadedByAnotherHost(path: path) }
            do {
                let plugin = try load()
                entries.withLock { $0[identity] = .loaded(plugin) }
                return plugin
            } catch let error as PluginLoadError where Self.isIntrinsic(error) {
                entries.withLock { $0[identity] = .failed(error) }
                throw error
            }
        }
    }

    /// Records that the file `identity` runs through this registry; `false` if it ran through another.
    private func claim(_ identity: FileStamp.Identity) -> Bool {
        Self.initialised.withLock { owners in
            if let owner = owners[identity] { return owner === self }
            owners[identity] = self
            return true
        }
    }

    /// Whether a failure belongs to the library itself (it will fail the same way again),
    /// rather than to the file's absence or to the host that loaded it.
    static func isIntrinsic(_ error: PluginLoadError) -> Bool {
        switch error {
        case .fileNotFound, .notALibrary, .duplicatePluginID, .loadedByAnotherHost, .hostShutDown, .untrustedFile: false
        default: true
        }
    }
}
