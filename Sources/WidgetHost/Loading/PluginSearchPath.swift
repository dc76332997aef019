import Foundation

/// The directories plugins are looked up in by id, and the lookup itself.
///
/// Resolved as `--plugins DIR` (repeatable), else `$WIDGETHOST_PLUGINS` (colon-separated),
/// else `$XDG_DATA_HOME/widgethost/plugins` (`~/.local/share/widgethost/plugins`), plus
/// `<executable's directory>/../share/widgethost/plugins`, so an installed `widgethost`
/// (`PREFIX/bin`) finds the plugins installed with it, and the directory of the running
/// executable, so a freshly built `widgethost` finds the plugins built next to it.
/// An id matches `lib<id>.so` or `<id>.so`, ignoring case.
public struct PluginSearchPath: Hashable, Sendable {
    /// A plugin file found in a search directory.
    public struct Candidate: Hashable, Sendable {
        /// The plugin id (`Counter` for `libCounter.so`).
        public var id: String
        /// The file.
        public var url: URL
    }

    /// The directories searched, in order.
    public var directories: [URL]

    /// A search path over `directories`.
    public init(directories: [URL]) { self.directories = directories }

    /// The search path for explicit `--plugins` directories, an environment, and the executable's directory.
    public static func resolve(
        explicit: [String], environment: [String: String] = ProcessInfo.processInfo.environment, executableDirectory: URL?
    ) -> PluginSearchPath {
        var paths: [String]
        if !explicit.isEmpty {
            paths = explicit
        } else if let list = environment["WIDGETHOST_PLUGINS"], !list.isEmpty {
            paths = list.split(separator: ":").map(String.init)
        } else if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            paths = [data + "/widgethost/plugins"]
        } else {
            paths = [StateDirectory.homeDirectory(environment).appendingPathComponent(".local/share/widgethost/plugins").path]
        }
        if let executableDirectory {
            paths.append(installedPluginsDirectory(executableDirectory: executableDirectory).path)
            paths.append(executableDirectory.path)
        }
        var seen: Set<String> = []
        let directories = paths.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }.filter {
            seen.insert($0.path).inserted
        }
        return PluginSearchPath(directories: directories)
    }

    /// Where an installed `widgethost` in `executableDirectory` (`PREFIX/bin`) finds the
    /// plugins installed with it: `PREFIX/share/widgethost/plugins`.
    public static func installedPluginsDirectory(executableDirectory: URL) -> URL {
        executableDirectory.deletingLastPathComponent().appendingPathComponent("share/widgethost/plugins", isDirectory: true)
            .standardizedFileURL
    }

    /// The file a plugin reference names: a path as given (it contains `/` or ends in `.so`),
    /// or the first file in the search directories whose id matches, ignoring case.
    ///
    /// - Throws: ``PluginLookupError`` listing the directories searched and the ids found there.
    public func locate(_ reference: String) throws(PluginLookupError) -> URL {
        if PluginIdentity.isPath(reference) { return URL(fileURLWithPath: reference) }
        let wanted = reference.lowercased()
        for directory in directories {
            let match = candidates(in: directory).first { candidate in
                let name = candidate.url.lastPathComponent.lowercased()
                return name == "lib\(wanted).so" || name == "\(wanted).so"
            }
            if let match { return match.url }
        }
        throw PluginLookupError(
            reference: reference, searchedDirectories: directories.map(\.path),
            availableIDs: Array(Set(availablePlugins().map(\.id))).sorted())
    }

    /// Every plugin file in the search directories, directory by directory, sorted by id within each.
    public func availablePlugins() -> [Candidate] {
        directories.flatMap(candidates(in:))
    }

    /// Whether the file at `path` is installed: directly in one of ``directories`` (after
    /// resolving links). A plugin file anywhere else (a path given on the command line, a
    /// package's `.build`) is a development build, whose rebuilt file runs at once.
    public func holds(_ path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL.path
        return directories.contains { $0.resolvingSymlinksInPath().standardizedFileURL.path == folder }
    }

    private func candidates(in directory: URL) -> [Candidate] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".so") }.sorted().map {
            Candidate(id: PluginIdentity.id(forFileNamed: $0), url: directory.appendingPathComponent($0))
        }
    }
}
