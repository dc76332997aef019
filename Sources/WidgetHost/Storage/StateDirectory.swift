import Foundation

/// Where the host keeps its state: the SQLite database and each plugin's data directory.
///
/// Resolved as `--state DIR`, else `$WIDGETHOST_STATE`, else `$XDG_STATE_HOME/widgethost`,
/// else `~/.local/state/widgethost`.
public enum StateDirectory {
    /// The state directory for an explicit choice (`--state`) and an environment.
    public static func resolve(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit, !explicit.isEmpty { return URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL }
        if let state = environment["WIDGETHOST_STATE"], !state.isEmpty {
            return URL(fileURLWithPath: state, isDirectory: true).standardizedFileURL
        }
        if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("widgethost", isDirectory: true)
        }
        return homeDirectory(environment).appendingPathComponent(".local/state/widgethost", isDirectory: true)
    }

    /// The data directory of the plugin `pluginID` under `stateDirectory`: `<state>/plugins/<id>/`.
    public static func pluginDataDirectory(for pluginID: String, in stateDirectory: URL) -> URL {
        stateDirectory.appendingPathComponent("plugins", isDirectory: true).appendingPathComponent(pluginID, isDirectory: true)
    }

    static func homeDirectory(_ environment: [String: String]) -> URL {
        if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// Creates `directory` and its parents if needed.
    static func create(_ directory: URL) throws(HostStateError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: (error as NSError).localizedDescription)
        }
    }
}
