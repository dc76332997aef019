import Foundation
import Synchronization

/// Every plugin library loaded in this process, by file identity.
///
/// A library is initialised once per process and never unloaded, so loading the same
/// file again returns the plugin already loaded, and a file that failed to load fails
/// again the same way without running any of its code twice.
final class LoadedPluginRegistry: Sendable {
    static let shared = LoadedPluginRegistry()

    private enum Entry {
        case loaded(LoadedPlugin)
        case failed(PluginLoadError)
    }

    private let entries = Mutex<[FileIdentity: Entry]>([:])
    /// Held for a whole load, so two threads never initialise the same library at once.
    private let loading = NSLock()

    /// The plugin loaded from `identity`, loading it with `load` the first time.
    func plugin(at identity: FileIdentity, hostID: UUID, path: String, load: () throws -> LoadedPlugin) throws -> LoadedPlugin {
        loading.lock()
        defer { loading.unlock() }
        switch entries.withLock({ $0[identity] }) {
        case .loaded(let plugin):
            guard plugin.hostID == hostID else { throw PluginLoadError.loadedByAnotherHost(path: path) }
            return plugin
        case .failed(let error):
            throw error
        case nil:
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

    /// Whether a failure belongs to the library itself (it will fail the same way again),
    /// rather than to the file's absence or to the host that loaded it.
    static func isIntrinsic(_ error: PluginLoadError) -> Bool {
        switch error {
        case .fileNotFound, .notALibrary, .duplicatePluginID, .loadedByAnotherHost, .hostShutDown: false
        default: true
        }
    }
}
