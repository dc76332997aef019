import Foundation

/// Where the shared WidgetSDK library a plugin needs is: the first of the plugin's search path
/// directories (`DT_RUNPATH` or `DT_RPATH`, `$ORIGIN` being the plugin's directory) that holds a
/// file of that name.
///
/// A plugin worker's sandbox opens that one file for reading (its other libraries are the Swift
/// runtime and system libraries the sandbox opens anyway): only files named as a shared SDK library
/// are opened, so a plugin cannot widen its sandbox by the directories it lists.
enum SharedSDKFiles {
    /// The shared SDK library files the plugin at `pluginPath` needs, found where the dynamic linker
    /// would look first among its own search path (none for a plugin that needs none, or an unreadable file).
    static func needed(byPluginAt pluginPath: String) -> [String] {
        guard let dynamic = try? ELFNeededLibraries(contentsOf: pluginPath) else { return [] }
        let origin = URL(fileURLWithPath: pluginPath).resolvingSymlinksInPath().deletingLastPathComponent().path
        let directories = dynamic.searchPaths.map { expand($0, origin: origin) }.filter { $0.hasPrefix("/") }
        return dynamic.names.filter { SDKLibraryName($0) != nil && !$0.contains("/") }.compactMap { name in
            directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name).resolvingSymlinksInPath().path }
                .first { FileManager.default.isReadableFile(atPath: $0) }
        }
    }

    /// `directory` with `$ORIGIN` (or `${ORIGIN}`) replaced by `origin`.
    private static func expand(_ directory: String, origin: String) -> String {
        directory.replacingOccurrences(of: "${ORIGIN}", with: origin).replacingOccurrences(of: "$ORIGIN", with: origin)
    }
}
