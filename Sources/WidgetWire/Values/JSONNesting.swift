/// How deep JSON nests its arrays and objects, for an error that says why deep JSON was refused.
enum JSONNesting {
    /// The deepest nesting of `bytes` (`[[1]]` is 2), skipping strings; `nil` if the brackets do not balance.
    static func depth(of bytes: some Collection<UInt8>) -> Int? {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return nil }
            default: break
            }
        }
        return depth == 0 ? deepest : nil
    }
}
