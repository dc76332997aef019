/// One copy of each distinct string (a plugin id, a plugin path, a widget kind), named by a
/// 4-byte index: what a million instances of a few kinds keep instead of a million strings.
struct StringInterner: Sendable {
    private var strings: [String] = []
    private var indices: [String: UInt32] = [:]

    /// The index of `string`, added if it is new.
    mutating func intern(_ string: String) -> UInt32 {
        if let index = indices[string] { return index }
        let index = UInt32(strings.count)
        strings.append(string)
        indices[string] = index
        return index
    }

    /// The string of `index`.
    subscript(index: UInt32) -> String { strings[Int(index)] }
}
