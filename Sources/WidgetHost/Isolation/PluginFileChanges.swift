import CWorkerProcess
import Foundation
import Synchronization

/// Whether a plugin file may have changed since its worker connection last looked, without a
/// `stat` per call: one inotify descriptor for the process, on the folders of the files its
/// workers run, read without blocking when a call asks. The kernel queues an event as the file
/// changes, so a file replaced just before a call is seen by that call; a connection compares
/// ``FileStamp``s only after an event names its file. Where inotify is unavailable (or a folder
/// cannot be watched), every check answers "maybe", which costs that connection a `stat` per call.
final class PluginFileChanges: Sendable {
    /// The process's watcher.
    static let shared = PluginFileChanges()

    /// One connection's watch of its plugin file.
    struct Watch: Hashable, Sendable {
        fileprivate let id: Int
    }

    private struct Watched {
        var directories: [Int32]
        var names: Set<String>
    }

    private struct State {
        var descriptor: Int32
        var nextID = 0
        var watched: [Int: Watched] = [:]
        var byDirectory: [Int32: Set<Int>] = [:]
        /// Watches whose file may have changed since they were last asked.
        var changed: Set<Int> = []
        /// Watches without a working inotify watch: always "maybe".
        var unwatched: Set<Int> = []
        var buffer = [UInt8](repeating: 0, count: 4096)
    }

    private let state: Mutex<State>

    private init() { state = Mutex(State(descriptor: whproc_watch_create())) }

    /// Starts watching the file at `path` (its folder, and the folder of the file a link names).
    func watch(_ path: String) -> Watch {
        let url = URL(fileURLWithPath: path)
        let files = Set([url, url.resolvingSymlinksInPath()])
        return state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            var watched = Watched(directories: [], names: Set(files.map(\.lastPathComponent)))
            for directory in Set(files.map { $0.deletingLastPathComponent().path }) {
                let watch = state.descriptor >= 0 ? whproc_watch_add(state.descriptor, directory) : -1
                guard watch >= 0 else {
                    state.unwatched.insert(id)
                    continue
                }
                watched.directories.append(watch)
                state.byDirectory[watch, default: []].insert(id)
            }
            state.watched[id] = watched
            return Watch(id: id)
        }
    }

    /// Whether the file may have changed since the last time this was asked for `watch`.
    func mayHaveChanged(_ watch: Watch) -> Bool {
        state.withLock { state in
            Self.readEvents(&state)
            return state.changed.remove(watch.id) != nil || state.unwatched.contains(watch.id)
        }
    }

    /// Stops watching (the connection shut down).
    func stopWatching(_ watch: Watch) {
        state.withLock { state in
            guard let watched = state.watched.removeValue(forKey: watch.id) else { return }
            state.changed.remove(watch.id)
            state.unwatched.remove(watch.id)
            for directory in watched.directories {
                state.byDirectory[directory]?.remove(watch.id)
                if state.byDirectory[directory]?.isEmpty == true {
                    state.byDirectory[directory] = nil
                    whproc_watch_remove(state.descriptor, directory)
                }
            }
        }
    }

    /// Marks the watches the waiting events name as changed.
    private static func readEvents(_ state: inout State) {
        guard state.descriptor >= 0 else { return }
        var buffer = state.buffer
        state.buffer = []
        defer { state.buffer = buffer }
        while true {
            let length = buffer.withUnsafeMutableBufferPointer { whproc_watch_read(state.descriptor, $0.baseAddress, $0.count) }
            guard length > 0 else { return }
            buffer.withUnsafeBufferPointer { bytes in
                var offset = 0
                var directory: Int32 = 0
                var ended: Int32 = 0
                var name: UnsafePointer<CChar>?
                while whproc_watch_event(bytes.baseAddress, Int(length), &offset, &directory, &ended, &name) == 1 {
                    note(directory: directory, ended: ended != 0, name: name.map { String(cString: $0) } ?? "", &state)
                }
            }
        }
    }

    private static func note(directory: Int32, ended: Bool, name: String, _ state: inout State) {
        guard directory >= 0 else {
            state.changed.formUnion(state.watched.keys)
            return
        }
        guard let ids = state.byDirectory[directory] else { return }
        for id in ids where ended || name.isEmpty || state.watched[id]?.names.contains(name) == true {
            state.changed.insert(id)
            if ended { state.unwatched.insert(id) }
        }
        if ended { state.byDirectory[directory] = nil }
    }
}
