import Foundation

/// A file's device and inode: the identity `dlopen` itself uses to tell whether
/// a library is already loaded, whatever path or link names it.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`, or `nil` if it cannot be read.
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let device = (attributes[.deviceIdentifier] as? NSNumber)?.uint64Value,
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.inode = inode
    }
}
