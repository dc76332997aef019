import CSystemEvents
import Foundation

/// Waits, on inotify (never polling), for a plugin's sources to be saved: `Package.swift` and
/// every file under `Sources/` of a package (recursively, new folders included), or one file.
/// Editors that save in place and editors that save by renaming a new file over the old one both
/// count; their swap, backup and hidden files do not. SIGINT and SIGTERM end the wait.
///
/// ```swift
/// let watcher = try SourceTreeWatcher(package: URL(fileURLWithPath: "Weather"))
/// watcher.installSignalHandlers()
/// while watcher.waitForChange() == .changed { rebuild() }
/// ```
public final class SourceTreeWatcher: @unchecked Sendable {
    /// Why ``waitForChange(quiet:)`` returned.
    public enum Wake: Sendable, Equatable {
        /// A source file was saved, and nothing else was for the quiet time after.
        case changed
        /// SIGINT or SIGTERM arrived (or ``stop()`` was called).
        case stopped
    }

    /// A directory watched: its files (only `name` if given), and its subdirectories if `recursive`.
    private struct Watched {
        let directory: URL
        let recursive: Bool
        let name: String?
        let descriptor: Int32
    }

    private let watched: [Watched]
    private let pipeRead: Int32
    private let pipeWrite: Int32
    private var isStopped = false

    /// Watches the package in `root`: its `Package.swift`, and `Sources/` recursively.
    ///
    /// - Throws: ``RuntimeError/cannotListen(path:reason:)`` if a directory cannot be watched.
    public convenience init(package root: URL) throws(RuntimeError) {
        try self.init([
            (root, false, "Package.swift"), (root.appendingPathComponent("Sources", isDirectory: true), true, nil),
        ])
    }

    /// Watches the one file at `file` (a plugin library someone else rebuilds).
    public convenience init(file: URL) throws(RuntimeError) {
        try self.init([(file.deletingLastPathComponent(), false, file.lastPathComponent)])
    }

    private init(_ entries: [(directory: URL, recursive: Bool, name: String?)]) throws(RuntimeError) {
        var pipe: [Int32] = [-1, -1]
        let piped = whsys_pipe_create(&pipe)
        guard piped == 0 else { throw .cannotListen(path: entries[0].directory.path, reason: DaemonChannels.message(piped)) }
        var opened: [Watched] = []
        for entry in entries {
            let descriptor = whsys_watch_create()
            guard descriptor >= 0 else {
                (opened.map(\.descriptor) + pipe).forEach(whsys_close)
                throw .cannotListen(path: entry.directory.path, reason: DaemonChannels.message(descriptor))
            }
            opened.append(Watched(directory: entry.directory, recursive: entry.recursive, name: entry.name, descriptor: descriptor))
        }
        watched = opened
        pipeRead = pipe[0]
        pipeWrite = pipe[1]
        for entry in watched {
            let status = Self.addWatches(entry)
            guard status >= 0 else { throw .cannotListen(path: entry.directory.path, reason: DaemonChannels.message(status)) }
        }
    }

    deinit { (watched.map(\.descriptor) + [pipeRead, pipeWrite]).forEach(whsys_close) }

    /// Makes SIGINT and SIGTERM end the wait (and every later one) instead of the process.
    public func installSignalHandlers() { _ = whsys_signals_install(pipeWrite) }

    /// Gives SIGINT and SIGTERM back their default actions.
    public func restoreSignalHandlers() { whsys_signals_restore() }

    /// Ends the current or next wait with ``Wake/stopped`` (any thread).
    public func stop() { whsys_poke(pipeWrite, 1) }

    /// Whether a stop arrived (a signal, ``stop()``), without waiting.
    public var isStopRequested: Bool {
        if !isStopped { isStopped = !DaemonChannels.drain(pipeRead).isEmpty }
        return isStopped
    }

    /// Blocks until a stop arrives (true) or process `pid` ends (false): a build the loop started
    /// is interrupted by Ctrl-C even when no terminal sent the signal to its process group too.
    public func waitForStop(orExitOf pid: Int32) -> Bool {
        let exited = whsys_process_watch(pid)
        guard exited >= 0 else { return isStopRequested }
        defer { whsys_close(exited) }
        var fds = [pipeRead, exited]
        var readable: [Int32] = [0, 0]
        while !isStopRequested {
            let count = whsys_wait_for(&fds, 2, &readable, -1)
            if count < 0 || readable[1] != 0 { return false }
        }
        return true
    }

    /// Forgets the changes saved so far (those a build that is starting now will see anyway).
    public func discardChanges() { _ = changes() }

    /// Blocks until a source file is saved and `quiet` seconds pass without another save
    /// (one rebuild for an editor's several writes), or until a stop arrives.
    public func waitForChange(quiet: Double = 0.15) -> Wake {
        var changed = false
        while true {
            if isStopRequested { return .stopped }
            var fds = [pipeRead] + watched.map(\.descriptor)
            var readable = [Int32](repeating: 0, count: fds.count)
            let count = whsys_wait_for(&fds, Int32(fds.count), &readable, changed ? Int32(quiet * 1000) : -1)
            if count < 0 { return .stopped }
            if count == 0 && changed { return .changed }
            if changes() { changed = true }
        }
    }

    /// Whether any relevant file changed since the last look; watches folders created meanwhile.
    private func changes() -> Bool {
        var relevant = false
        for entry in watched {
            let events = DirectoryEvent.read(entry.descriptor)
            guard !events.isEmpty else { continue }
            for event in events {
                if let only = entry.name {
                    relevant = relevant || event.name == only
                } else if event.kind == .directory || Self.isSource(event.name) {
                    relevant = true
                }
            }
            if entry.recursive { _ = Self.addWatches(entry) }
        }
        return relevant
    }

    /// Whether a file called `name` is a source an edit saves, not an editor's own file.
    private static func isSource(_ name: String) -> Bool {
        !name.hasPrefix(".") && !name.hasPrefix("#") && !name.hasSuffix("~") && !name.hasSuffix(".swp") && !name.hasSuffix(".swx")
            && !name.hasSuffix(".tmp") && !name.allSatisfy(\.isNumber)
    }

    /// Adds `entry`'s directory (and, if recursive, every folder under it) to its descriptor.
    private static func addWatches(_ entry: Watched) -> Int32 {
        let status = whsys_watch_add(entry.descriptor, entry.directory.path)
        guard status >= 0, entry.recursive else { return status }
        let enumerator = FileManager.default.enumerator(at: entry.directory, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                _ = whsys_watch_add(entry.descriptor, url.path)
            }
        }
        return status
    }
}
