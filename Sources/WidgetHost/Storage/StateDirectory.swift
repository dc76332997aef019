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

    /// The state directory a one-shot command that runs a plugin outside any instance (`inspect`,
    /// `query`, `timeline`, `perform`, `render PLUGIN KIND`, `preview`) runs it over: `stateDirectory`
    /// itself once its database exists (so what `perform` changes, instances see) or once it has a
    /// `plugins` folder (plugin data someone put there on purpose: an app's file in an App Group
    /// folder, which `render` should read), else ``oneShotCache(for:environment:)``, so that such a
    /// command creates no state.
    public static func forOneShotRun(
        _ stateDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL
    {
        let database = stateDirectory.appendingPathComponent(StateDatabase.fileName).path
        let plugins = stateDirectory.appendingPathComponent("plugins", isDirectory: true).path
        return FileManager.default.fileExists(atPath: database) || FileManager.default.fileExists(atPath: plugins)
            ? stateDirectory : oneShotCache(for: stateDirectory, environment: environment)
    }

    /// Where one-shot commands keep plugins' storage and data directories while `stateDirectory`
    /// has no database: `$XDG_CACHE_HOME/widgethost/one-shot/<key>/` (default `~/.cache`), the key
    /// a hash of the state directory's path, so each state directory has its own.
    public static func oneShotCache(
        for stateDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> URL
    {
        let cacheHome =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? homeDirectory(environment).appendingPathComponent(".cache", isDirectory: true)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in stateDirectory.standardizedFileURL.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let key = String(hash, radix: 16)
        return cacheHome.appendingPathComponent("widgethost/one-shot", isDirectory: true)
            .appendingPathComponent(String(repeating: "0", count: 16 - key.count) + key, isDirectory: true)
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
