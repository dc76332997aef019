import Foundation

/// Where `logs` stands in the daemon's log: an open descriptor of one file (followed by inode,
/// not by name) and the bytes of a line not yet complete. When the file it holds is rotated
/// away, it reads that file to its end, then moves to the next newer file, one at a time, so no
/// line written before a rotation is missed and none is read twice, however many rotations
/// came between two reads (up to what the log keeps).
struct LogFileCursor {
    let log: RuntimeLogFile
    private var handle: FileHandle?
    private var inode: UInt64?
    private var offset: UInt64 = 0
    private var pending = Data()

    /// A cursor before the first line of the oldest file `log` keeps.
    init(_ log: RuntimeLogFile) { self.log = log }

    /// The whole lines written since the last call, across rotations, oldest first.
    mutating func readNew() -> Data {
        var lines = Data()
        while true {
            lines += drain()
            guard let next = successor() else { return lines }
            if !pending.isEmpty { lines += pending + Data("\n".utf8) }
            switchTo(next)
        }
    }

    /// Reads what the held file has beyond the offset; returns the complete lines.
    private mutating func drain() -> Data {
        guard let handle else { return Data() }
        if let size = Self.identity(of: handle)?.size, size < offset {
            try? handle.seek(toOffset: 0)
            offset = 0
            pending = Data()
        }
        let data = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(data.count)
        pending += data
        guard let end = pending.lastIndex(of: UInt8(ascii: "\n")) else { return Data() }
        defer { pending = Data(pending[(end + 1)...]) }
        return Data(pending[pending.startIndex...end])
    }

    /// The file to read after the one held, opened; nil while the held one is still the current
    /// file (or no file exists yet).
    private func successor() -> (handle: FileHandle, inode: UInt64)? {
        for _ in 0..<Self.attempts {
            let files = log.files.compactMap { url in Self.identity(atPath: url.path).map { (url: url, inode: $0) } }
            guard let last = files.last, last.inode != inode else { return nil }
            let position = files.firstIndex { $0.inode == inode }.map { $0 + 1 } ?? 0
            let next = files[position]
            guard let opened = try? FileHandle(forReadingFrom: next.url) else { continue }
            if Self.identity(of: opened)?.inode == next.inode { return (opened, next.inode) }
            try? opened.close()
        }
        return nil
    }

    /// How many times the files are listed again when one moved between its listing and its opening.
    private static let attempts = 8

    private mutating func switchTo(_ next: (handle: FileHandle, inode: UInt64)) {
        try? handle?.close()
        handle = next.handle
        inode = next.inode
        offset = 0
        pending = Data()
    }

    private static func identity(atPath path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    private static func identity(of handle: FileHandle) -> (inode: UInt64, size: UInt64)? {
        var status = stat()
        guard fstat(handle.fileDescriptor, &status) == 0 else { return nil }
        return (UInt64(status.st_ino), UInt64(status.st_size))
    }
}
