import Foundation

/// Values typed as text (`NAME=VALUE`), read byte by byte: trimming and the integer and boolean
/// forms, without Foundation and without allocating for ASCII text.
enum ValueText {
    /// `text` without leading and trailing whitespace (what `CharacterSet.whitespaces` holds:
    /// spaces, tabs and the Unicode space separators, which only non-ASCII edges fall back to Foundation for).
    static func trimmed(_ text: String) -> String { trimmed(text[...]) }

    /// `text` without leading and trailing whitespace (as the `String` overload does).
    static func trimmed(_ text: Substring) -> String {
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        if start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 {
            return text.trimmingCharacters(in: .whitespaces)
        }
        if start == bytes.startIndex && end == bytes.endIndex { return String(text) }
        return String(text[start..<end])
    }

    /// The UTF-8 `text` without leading and trailing spaces and tabs, in place; `nil` when an edge
    /// is not ASCII (where ``trimmed(_:)-(Substring)`` asks Foundation about Unicode spaces).
    static func trimmedASCII(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var start = text.startIndex
        var end = text.endIndex
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        if start < end, text[start] >= 0x80 || text[end - 1] >= 0x80 { return nil }
        return UnsafeBufferPointer(rebasing: text[start..<end])
    }

    /// The integer the UTF-8 `bytes` spell: an optional `+` or `-`, then decimal digits; `nil` for
    /// anything else or a number outside `Int64` (what `Int64(_:)` accepts).
    static func integer(_ bytes: some BidirectionalCollection<UInt8>) -> Int64? {
        var index = bytes.startIndex
        guard index < bytes.endIndex else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative || bytes[index] == UInt8(ascii: "+") { index = bytes.index(after: index) }
        guard index < bytes.endIndex else { return nil }
        var value: Int64 = 0
        while index < bytes.endIndex {
            let digit = bytes[index] &- UInt8(ascii: "0")
            index = bytes.index(after: index)
            guard digit < 10 else { return nil }
            let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflow) =
                negative ? shifted.subtractingReportingOverflow(Int64(digit)) : shifted.addingReportingOverflow(Int64(digit))
            guard !shiftOverflow && !addOverflow else { return nil }
            value = next
        }
        return value
    }

    /// The boolean the UTF-8 `bytes` spell, in any letter case: `true`, `yes`, `1` or `false`, `no`, `0`.
    static func boolean(_ bytes: some Collection<UInt8>) -> Bool? {
        if yes.contains(where: { equalsIgnoringCase(bytes, $0) }) { return true }
        if no.contains(where: { equalsIgnoringCase(bytes, $0) }) { return false }
        return nil
    }

    private static let yes: [StaticString] = ["true", "yes", "1"]
    private static let no: [StaticString] = ["false", "no", "0"]

    /// Whether `bytes` are `word` (lowercase ASCII) in any ASCII letter case.
    private static func equalsIgnoringCase(_ bytes: some Collection<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            zip(bytes, expected).allSatisfy { byte, letter in
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                return lowered == letter
            }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
}
