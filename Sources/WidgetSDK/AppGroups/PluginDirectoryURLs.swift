import Foundation

extension URL {
    /// The plugin's Documents directory (iOS 16's `URL.documentsDirectory`), in its private, durable data
    /// directory: where a widget keeps files and SwiftData stores. Made when first asked for.
    public static var documentsDirectory: URL { PluginDirectoryURLs.directory("Documents") }

    /// The plugin's Library directory, in its data directory.
    public static var libraryDirectory: URL { PluginDirectoryURLs.directory("Library") }

    /// The plugin's Application Support directory, in its data directory.
    public static var applicationSupportDirectory: URL { PluginDirectoryURLs.directory("Library/Application Support") }

    /// The plugin's Caches directory, in its data directory.
    public static var cachesDirectory: URL { PluginDirectoryURLs.directory("Library/Caches") }
}

/// The directories iOS gives an app's container, inside the plugin's data directory (the host's temporary
/// directory when no host is attached).
enum PluginDirectoryURLs {
    static func directory(_ path: String) -> URL {
        let base = HostServices.dataDirectory ?? FileManager.default.temporaryDirectory
        let url = base.appendingPathComponent(path, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
