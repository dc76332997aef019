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

    /// The hash of a node's bytes, and its path; hashed by the first alone (a dictionary hashes its
    /// keys again, and the path of a repeated subtree is most often the same).
    private struct Key: Hashable {
        let hash: Int
        let path: [ViewSlot]

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Read {
        let bytes: Range<Int>
        let node: ViewNode
    }

    private var nodes: [Key: [Read]] = [:]

    /// The node already read from `bytes` at `path`, if any; else the one `read` makes, kept for the
    /// next time (a node it cannot read is not kept).
    func node(
        _ bytes: Range<Int>, at path: [ViewSlot], in tape: JSONTape, read: () -> ViewNode?
    ) -> ViewNode? {
        let key = Key(hash: tape.hashOfBytes(in: bytes), path: path)
        if let reads = nodes[key], let earlier = reads.first(where: { tape.bytesEqual($0.bytes, bytes) }) {
            return earlier.node
        }
        guard let node = read() else { return nil }
        nodes[key, default: []].append(Read(bytes: bytes, node: node))
        return node
    }
}
