#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What identifies one version of a plugin file: device, inode, size and modification time
/// (GStreamer's registry test, plus the inode, which a rebuilt-and-renamed file changes).
struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64

    /// The stamp of the file at `path` (following links), or `nil` if it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    }

    var description: String { "inode \(inode), \(size) bytes, modified at \(modified).\(modifiedNanoseconds)" }
}
