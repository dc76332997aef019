#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// One version of a file: which file it is (its `identity`) and how it was when read (size,
/// modification and status-change times, GStreamer's registry test plus `ctime`).
///
/// Two stamps of the same file have the same identity and differ once it changes: the
/// identity is what `dlopen` itself uses to tell whether a library is loaded, whatever path
/// or link names it; the whole stamp tells a worker that its plugin file was rebuilt (a
/// rebuilt-and-renamed file also changes the inode).
public struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    /// A file, whatever its version: its device and inode.
    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    let identity: Identity
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    /// When the inode last changed (`st_ctime`): a file rewritten with its old mtime restored still changes this.
    let statusChanged: Int64
    let statusChangedNanoseconds: Int64

    /// The stamp of the file at `path` (following links), or `nil` if it cannot be read.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        statusChanged = Int64(info.st_ctim.tv_sec)
        statusChangedNanoseconds = Int64(info.st_ctim.tv_nsec)
    }

    public var description: String { "inode \(identity.inode), \(size) bytes, modified at \(modified).\(modifiedNanoseconds)" }
}
