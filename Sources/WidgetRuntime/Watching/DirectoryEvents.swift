import CSystemEvents

/// What happened in watched directories, as inotify tells it: one file name and kind per event.
/// The one reader of `whsys_watch_read`'s bytes, for ``SourceTreeWatcher`` and ``PluginFileWatcher``.
struct DirectoryEvent: Equatable {
    /// What happened to the file.
    enum Kind: Equatable {
        /// Something happened to a folder (created, moved, deleted).
        case directory
        /// A file was closed after writing (saved in place, copied over, linked).
        case written
        /// A file was moved (renamed) into the folder: an editor's or a linker's atomic save.
        case movedIn
        /// A file was created (it may still be written to).
        case created
        /// A file was moved out or deleted.
        case removed
    }

    let kind: Kind
    /// The file's name in its folder.
    let name: String

    /// Whether the file now holds finished contents (written, or renamed into place).
    var isFinishedFile: Bool { kind == .written || kind == .movedIn }

    /// The events waiting on inotify descriptor `fd` (none if nothing waited).
    static func read(_ fd: Int32) -> [DirectoryEvent] {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let count = whsys_watch_read(fd, &buffer, buffer.count)
        guard count > 0 else { return [] }
        return buffer[0..<count].split(separator: 0).compactMap { bytes in
            guard bytes.count > 1, let first = bytes.first else { return nil }
            let kind: Kind =
                switch first {
                case UInt8(ascii: "d"): .directory
                case UInt8(ascii: "w"): .written
                case UInt8(ascii: "m"): .movedIn
                case UInt8(ascii: "n"): .created
                default: .removed
                }
            return DirectoryEvent(kind: kind, name: String(decoding: bytes.dropFirst(), as: UTF8.self))
        }
    }
}
