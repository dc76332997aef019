import CSystemEvents
import Foundation

/// Reads the daemon's log (``RuntimeLogFile``) from its oldest file on, then, when following,
/// sleeps on inotify (never polling) and hands over each line appended, across rotations: it
/// follows the file it reads by inode, so the lines written just before a rotation come too,
/// each once and in order.
///
/// ```swift
/// try RuntimeLogFollower(RuntimeLogFile(stateDirectory: state)).run(follow: true) { print($0) }
/// ```
public struct RuntimeLogFollower: Sendable {
    let log: RuntimeLogFile

    public init(_ log: RuntimeLogFile) { self.log = log }

    /// Calls `body` with each line of the log, oldest first; with `follow`, keeps waiting for more
    /// until `body` returns false (its reader went away) or the process is stopped.
    ///
    /// - Throws: ``RuntimeError/cannotListen(path:reason:)`` when the log directory cannot be watched.
    public func run(follow: Bool, _ body: (String) -> Bool) throws(RuntimeError) {
        var watch: Int32 = -1
        if follow {
            try? FileManager.default.createDirectory(at: log.directory, withIntermediateDirectories: true)
            watch = whsys_watch_directory(log.directory.path)
            guard watch >= 0 else { throw .cannotListen(path: log.directory.path, reason: DaemonChannels.message(watch)) }
        }
        defer { if watch >= 0 { whsys_close(watch) } }
        var cursor = LogFileCursor(log)
        guard emit(cursor.readNew(), body), follow else { return }
        var fds = [watch]
        var readable: [Int32] = [0]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard whsys_wait(&fds, 1, &readable) >= 0 else { return }
            while whsys_read_available(watch, &buffer, buffer.count) > 0 {}
            guard emit(cursor.readNew(), body) else { return }
        }
    }

    private func emit(_ data: Data, _ body: (String) -> Bool) -> Bool {
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !body(String(line)) { return false }
        return true
    }
}
