/// The view nodes one ``ViewTreeReader`` has read, by their JSON and the slots they were read at,
/// so that a subtree a timeline repeats is read once: the entries of a timeline mostly show the same
/// views (a row of buttons, a title) around what changes (a date, a number), and making view nodes is
/// about half of what the host spends reading a plugin's answer (the tape is the other half).
///
/// A node read again from the same bytes at the same path is the node read the first time (the
/// reader is a function of both: the path gives the ids of the controls it holds), so sharing it
/// changes nothing but the work. Only objects of ``minimumLength`` bytes or more are kept: hashing
/// a small node costs about what reading it does. A memo lives for one read of one document.
final class ViewSubtreeMemo {
    /// The shortest JSON of a node worth keeping (a button with its label and action is about 140 bytes).
    static let minimumLength = 96

    /// A node read, with what finds it again: its bytes' hash and range, and its path.
    private struct Read {
        let hash: Int
        let bytes: Range<Int>
        let path: [ViewSlot]
        let node: ViewNode
    }

    private var reads: [Read] = []
    /// Open addressing over `reads`, placed by the bytes' hash: 0 for a free slot, else a read's
    /// index plus one. Twice as many slots as reads, at least (a `Dictionary` would hash the hash
    /// again with SipHash, and keep an array per key).
    private var slots = [Int32](repeating: 0, count: 64)

    /// The node already read from `bytes` at `path`, if any; else the one `read` makes, kept for the
    /// next time (a node it cannot read is not kept).
    func node(
        _ bytes: Range<Int>, at path: [ViewSlot], in tape: JSONTape, read: () -> ViewNode?
    ) -> ViewNode? {
        let hash = tape.hashOfBytes(in: bytes)
        var slot = Self.slot(of: hash, in: slots.count)
        while slots[slot] != 0 {
            let earlier = reads[Int(slots[slot]) - 1]
            if earlier.hash == hash, earlier.path == path, tape.bytesEqual(earlier.bytes, bytes) { return earlier.node }
            slot = (slot + 1) & (slots.count - 1)
        }
        guard let node = read() else { return nil }
        guard reads.count < Int(Int32.max) - 1 else { return node }
        reads.append(Read(hash: hash, bytes: bytes, path: path, node: node))
        if reads.count * 2 > slots.count {
            rehash()
        } else {
            slots[slot] = Int32(reads.count)
        }
        return node
    }

    /// Twice the slots, every read placed again.
    private func rehash() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (index, read) in reads.enumerated() {
            var slot = Self.slot(of: read.hash, in: slots.count)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The top bits of the hash times 2^64 / φ (the hash's low bits alone may cluster).
    private static func slot(of hash: Int, in capacity: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> UInt(UInt.bitWidth - capacity.trailingZeroBitCount))
    }
}
