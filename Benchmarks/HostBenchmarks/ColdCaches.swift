#if canImport(Glibc)
    import Glibc
#endif

/// Leaves the processor's caches and TLB cold without loading anything: the floor of a "first
/// call after another plugin loads", which a load leaves at least as cold.
///
/// It writes one byte per cache line of a 16 MiB buffer (more than this machine's L2 and half
/// its L3), then changes the protection of the buffer's first 4 MiB twice, which makes the
/// kernel flush the process's TLB (a range that large is flushed whole).
///
/// ```swift
/// let cold = ColdCaches()
/// cold.chill()
/// let firstCall = try Timing.measure(perform)
/// ```
final class ColdCaches {
    private static let size = 16 << 20
    private static let flushed = 4 << 20
    private let buffer: UnsafeMutableRawPointer
    private var round: UInt8 = 0

    /// Maps and fills the buffer once, so that chilling makes no page faults.
    init() {
        guard let mapped = mmap(nil, Self.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED
        else { fatalError("ColdCaches: mmap of \(Self.size) bytes failed") }
        buffer = mapped
        memset(buffer, 1, Self.size)
    }

    deinit { munmap(buffer, Self.size) }

    /// Evicts the caches (16 MiB written) and flushes the TLB.
    func chill() {
        round &+= 1
        for offset in stride(from: 0, to: Self.size, by: 64) { buffer.storeBytes(of: round, toByteOffset: offset, as: UInt8.self) }
        mprotect(buffer, Self.flushed, PROT_READ)
        mprotect(buffer, Self.flushed, PROT_READ | PROT_WRITE)
    }
}
