#if canImport(Glibc)
    import Glibc
#endif

/// Leaves the processor's caches and TLB cold without loading anything: the floor of a "first
/// call after another plugin loads", which a load leaves at least as cold.
///
/// It writes one byte per cache line of a buffer of `size` bytes (16 MiB: more than this machine's
/// L2 and half its L3; 64 MiB: twice its L3, which leaves no line of the call in any cache), then
/// changes the protection of the buffer's first 4 MiB twice, which makes the kernel flush the
/// process's TLB (a range that large is flushed whole).
///
/// ```swift
/// let cold = ColdCaches()
/// cold.chill()
/// let firstCall = try Timing.measure(perform)
/// ```
final class ColdCaches {
    private static let flushed = 4 << 20
    /// How many bytes each chill writes.
    let size: Int
    private let buffer: UnsafeMutableRawPointer
    private var round: UInt8 = 0

    /// Maps and fills the buffer once, so that chilling makes no page faults.
    init(size: Int = 16 << 20) {
        self.size = max(size, Self.flushed)
        guard let mapped = mmap(nil, self.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED
        else { fatalError("ColdCaches: mmap of \(size) bytes failed") }
        buffer = mapped
        memset(buffer, 1, self.size)
    }

    deinit { munmap(buffer, size) }

    /// Evicts the caches (`size` bytes written) and flushes the TLB.
    func chill() {
        round &+= 1
        for offset in stride(from: 0, to: size, by: 64) { buffer.storeBytes(of: round, toByteOffset: offset, as: UInt8.self) }
        mprotect(buffer, Self.flushed, PROT_READ)
        mprotect(buffer, Self.flushed, PROT_READ | PROT_WRITE)
    }
}
