/// The bytes a JSON string cannot hold as they are (a quote, a backslash, a control character),
/// found eight at a time: what the scanner skips strings with and the writers copy them by.
enum JSONSpecialBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (its first byte in memory the lowest) that is special,
    /// exactly up to the first one: above it a flag may be false (a borrow carried over).
    ///
    /// A byte is zero in `word ^ c` where `word` holds c, and `x - ones & ~x & highs` flags the zero
    /// bytes of x; `word - 0x20 * ones & ~word & highs` flags the bytes of `word` below 0x20.
    @inline(__always)
    static func mask(_ word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)) & highs
    }

    /// Whether any byte of `bytes` is special.
    @inline(__always)
    static func any(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var position = 0
        while position + 8 <= bytes.count {
            if mask(UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))) != 0 { return true }
            position += 8
        }
        while position < bytes.count {
            let byte = base[position]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            position += 1
        }
        return false
    }
}
