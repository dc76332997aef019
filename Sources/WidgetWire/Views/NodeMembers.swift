/// The members of a view node's object that ``ViewTreeReader`` reads, found in one walk over the
/// object: each is the index of its value on the tape, or `nil` when the object has no such member
/// (the last of a repeated key wins, as in the Codable decoding). One walk, with a key told apart by
/// its length and then its bytes, costs a fraction of looking each member up by name in turn.
struct NodeMembers {
    /// A member the reader reads.
    enum Key: Int {
        case type, minLength, color, text, runs, alignment, spacing, children, action, style, role, label, pressedLabel, controlID
        case isOn, onBody, offBody, content, background, length, edges, value
    }

    /// The value index of each ``Key``, -1 when absent: 88 bytes, where 22 `Int?` take 352 to copy.
    private var indices = InlineArray<22, Int32>(repeating: -1)

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
        switch name.count {
        case 4: assignFour(value, to: name)
        case 5: assignFive(value, to: name)
        case 6:
            if Self.name(name, is: "action") {
                set(.action, value)
            } else if Self.name(name, is: "onBody") {
                set(.onBody, value)
            } else if Self.name(name, is: "length") {
                set(.length, value)
            }
        case 7:
            if Self.name(name, is: "content") {
                set(.content, value)
            } else if Self.name(name, is: "spacing") {
                set(.spacing, value)
            } else if Self.name(name, is: "offBody") {
                set(.offBody, value)
            }
        case 8: if Self.name(name, is: "children") { set(.children, value) }
        case 9:
            if Self.name(name, is: "alignment") {
                set(.alignment, value)
            } else if Self.name(name, is: "controlID") {
                set(.controlID, value)
            } else if Self.name(name, is: "minLength") {
                set(.minLength, value)
            }
        case 10: if Self.name(name, is: "background") { set(.background, value) }
        case 12: if Self.name(name, is: "pressedLabel") { set(.pressedLabel, value) }
        default: break
        }
    }

    private mutating func assignFour(_ value: Int, to name: UnsafeBufferPointer<UInt8>) {
        if Self.name(name, is: "type") {
            set(.type, value)
        } else if Self.name(name, is: "text") {
            set(.text, value)
        } else if Self.name(name, is: "runs") {
            set(.runs, value)
        } else if Self.name(name, is: "role") {
            set(.role, value)
        } else if Self.name(name, is: "isOn") {
            set(.isOn, value)
        }
    }

    private mutating func assignFive(_ value: Int, to name: UnsafeBufferPointer<UInt8>) {
        if Self.name(name, is: "style") {
            set(.style, value)
        } else if Self.name(name, is: "label") {
            set(.label, value)
        } else if Self.name(name, is: "color") {
            set(.color, value)
        } else if Self.name(name, is: "value") {
            set(.value, value)
        } else if Self.name(name, is: "edges") {
            set(.edges, value)
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
