import Foundation

/// Where a plugin's App Group containers are: one folder per group identifier in the plugin's
/// data directory, `<data directory>/AppGroups/<group identifier>/`.
///
/// The host gives every plugin a private, durable data directory (`<state>/plugins/<id>/`), so an
/// App Group container is private to the plugin, as it is to the apps of one developer on iOS.
/// Without a host (unit tests), the folders are in a temporary directory of the process.
enum AppGroupContainer {
    /// The container of group `identifier`, created if needed; `nil` for an identifier that cannot
    /// name a folder (empty, `.`, `..`, or with `/` or NUL in it) or a folder that cannot be created.
    static func url(forGroup identifier: String) -> URL? {
        guard isValidName(identifier) else {
            WidgetLog.error("containerURL: '\(identifier)' cannot name an App Group folder; expected a name such as group.com.example.app")
            return nil
        }
        let url = pluginDirectory.appendingPathComponent("AppGroups", isDirectory: true)
            .appendingPathComponent(identifier, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            WidgetLog.error("containerURL: could not create \(url.path): \(error.localizedDescription)")
            return nil
        }
        return url
    }

    /// The plugin's data directory, or the process's stand-in when no host is attached.
    static var pluginDirectory: URL {
        HostServices.dataDirectory ?? unhostedDirectory
    }

    /// The stand-in data directory of a process with no host: `$TMPDIR/WidgetSDK-<pid>/`.
    static let unhostedDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("WidgetSDK-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)

    /// Whether `name` can be one folder's name: not empty, not `.` or `..`, no `/` and no NUL.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}

extension FileManager {
    /// The container of an App Group: a folder in the plugin's data directory,
    /// `<data directory>/AppGroups/<groupIdentifier>/`, created when first asked for.
    ///
    /// As on iOS, the plugin keeps shared files there (a SwiftData store, caches):
    ///
    /// ```swift
    /// let storeURL = FileManager.default
    ///     .containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.todo")!
    ///     .appending(path: "Tasks.store")
    /// ```
    ///
    /// The folder lives under the host's `--state` directory, private to the plugin. Returns `nil`
    /// for an identifier that cannot name a folder (empty, `.`, `..`, or containing `/`).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        AppGroupContainer.url(forGroup: groupIdentifier)
    }
}
