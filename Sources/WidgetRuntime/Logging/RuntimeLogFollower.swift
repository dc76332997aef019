import CSystemEvents
import Foundation

/// Reads the daemon's log (``RuntimeLogFile``) from its oldest file on, then, when following,
/// sleeps on inotify (never polling) and hands over each line appended, across rotations.
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
        for file in log.files.dropLast() {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            guard emit(data, body) else { return }
        }
        var reader = Reader(url: log.current)
        guard emit(reader.readNew(), body), follow else { return }
        var fds = [watch]
        var readable: [Int32] = [0]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard whsys_wait(&fds, 1, &readable) >= 0 else { return }
            while whsys_read_available(watch, &buffer, buffer.count) > 0 {}
            guard emit(reader.readNew(), body) else { return }
        }
    }

    private func emit(_ data: Data, _ body: (String) -> Bool) -> Bool {
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !body(String(line)) { return false }
        return true
    }

    /// The current file read from where the last read stopped; a rotated or truncated file
    /// (another inode, or shorter) is read from its start.
    struct Reader {
        let url: URL
        var offset: UInt64 = 0
        var inode: UInt64?
        var pending = Data()

        init(url: URL) { self.url = url }

        /// The whole lines written since the last call.
        mutating func readNew() -> Data {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let node = (attributes?[.systemFileNumber] as? NSNumber)?.uint64Value
            let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
            if node != inode || size < offset {
                inode = node
                offset = 0
                pending = Data()
            }
            guard size > offset, let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
            defer { try? handle.close() }
            try? handle.seek(toOffset: offset)
            let data = (try? handle.readToEnd()) ?? Data()
            offset += UInt64(data.count)
            pending += data
            guard let end = pending.lastIndex(of: UInt8(ascii: "\n")) else { return Data() }
            let lines = pending[pending.startIndex...end]
            pending = Data(pending[(end + 1)...])
            return Data(lines)
        }
    }
}
