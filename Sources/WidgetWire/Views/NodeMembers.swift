/// The members of a view node's object that ``ViewTreeReader`` reads, found in one walk over the
/// object: each is the index of its value on the tape, or `nil` when the object has no such member
/// (the last of a repeated key wins, as in the Codable decoding). One walk, with a key compared only
/// with the names of its length, costs a fraction of looking each member up by name in turn.
struct NodeMembers {
    /// A member the reader reads.
    enum Key: Int, CaseIterable {
        case type, minLength, color, text, runs, alignment, spacing, children, action, style, role, label, pressedLabel, controlID
        case isOn, onBody, offBody, content, background, length, edges, value, borderShape

        /// The member's name in the node's object.
        var name: StaticString {
            switch self {
            case .type: "type"
            case .minLength: "minLength"
            case .color: "color"
            case .text: "text"
            case .runs: "runs"
            case .alignment: "alignment"
            case .spacing: "spacing"
            case .children: "children"
            case .action: "action"
            case .style: "style"
            case .role: "role"
            case .label: "label"
            case .pressedLabel: "pressedLabel"
            case .controlID: "controlID"
            case .isOn: "isOn"
            case .onBody: "onBody"
            case .offBody: "offBody"
            case .content: "content"
            case .background: "background"
            case .length: "length"
            case .edges: "edges"
            case .value: "value"
            case .borderShape: "borderShape"
            }
        }

        /// The keys by the length of their name, so that a member's name is compared with those of its length alone.
        static let byLength: [[Key]] = {
            var table = [[Key]](repeating: [], count: 1 + allCases.map(\.name.utf8CodeUnitCount).max()!)
            for key in allCases { table[key.name.utf8CodeUnitCount].append(key) }
            return table
        }()
    }

    /// The value index of each ``Key``, -1 when absent: 92 bytes, where 23 `Int?` take 368 to copy.
    private var indices = InlineArray<23, Int32>(repeating: -1)

    /// The index of `key`'s value, or `nil` when the object has no such member.
    subscript(_ key: Key) -> Int? {
        let index = indices[key.rawValue]
        return index < 0 ? nil : Int(index)
    }

    /// The members of the object at `index` (none if it is no object).
    init(of index: Int, in tape: JSONTape) {
        var members = NodeMembers()
        tape.forEachMember(of: index) { key, value in
            tape.withUTF8(of: key) { name in members.assign(value, to: name) }
        }
        self = members
    }

    private init() {}

    private mutating func set(_ key: Key, _ value: Int) { indices[key.rawValue] = Int32(truncatingIfNeeded: value) }

    private mutating func assign(_ value: Int, to name: UnsafeBufferPointer<UInt8>) {
        guard name.count < Key.byLength.count else { return }
        for key in Key.byLength[name.count] where Self.name(name, is: key.name) {
            set(key, value)
            return
        }
    }

    /// Whether `name` is `text`; the caller has checked that their lengths agree.
    @inline(__always)
    static func name(_ name: UnsafeBufferPointer<UInt8>, is text: StaticString) -> Bool {
        let expected = text.utf8Start
        for offset in 0..<name.count where name[offset] != expected[offset] { return false }
        return true
    }
}
