import CSystemEvents
import Foundation
import WidgetHost

/// Tells a running daemon when a plugin file it loaded was rebuilt or replaced (inotify on the
/// files' folders, never polling), so the new file never goes unnoticed while the old code runs.
///
/// A file counts as changed once its new contents are complete (closed after writing, or renamed
/// into place) and its identity (``FileStamp``) differs from the one last seen: a build's several
/// writes, or two events for one copy, make one change.
final class PluginFileWatcher: @unchecked Sendable {
    /// The inotify descriptor the daemon's loop waits on.
    let descriptor: Int32
    private var directories: Set<String> = []
    /// Each watched plugin: its file and the version last seen, by plugin id.
    private var files: [String: (path: String, stamp: FileStamp?)] = [:]

    /// How many instances the daemon had when it last looked for new plugin files.
    var instanceCount = -1

    /// A watcher with nothing to watch yet; nil if inotify is unavailable.
    init?() {
        let descriptor = whsys_watch_create()
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { whsys_close(descriptor) }

    /// Watches the plugin files `files` (each instance's plugin id and stored path); cheap for a
    /// file already watched.
    func watch(_ files: [(pluginID: String, path: String)]) {
        for file in files where self.files[file.pluginID] == nil {
            self.files[file.pluginID] = (file.path, FileStamp(path: file.path))
            let directory = URL(fileURLWithPath: file.path).deletingLastPathComponent().path
            if directories.insert(directory).inserted { _ = whsys_watch_add(descriptor, directory) }
        }
    }

    /// The plugins whose file changed since the last call (id and path), sorted by id.
    func changedPlugins() -> [(pluginID: String, path: String)] {
        let names = Set(DirectoryEvent.read(descriptor).filter(\.isFinishedFile).map(\.name))
        guard !names.isEmpty else { return [] }
        var changed: [(pluginID: String, path: String)] = []
        for (id, file) in files where names.contains(URL(fileURLWithPath: file.path).lastPathComponent) {
            let stamp = FileStamp(path: file.path)
            guard stamp != nil, stamp != file.stamp else { continue }
            files[id] = (file.path, stamp)
            changed.append((id, file.path))
        }
        return changed.sorted { $0.pluginID < $1.pluginID }
    }
}
