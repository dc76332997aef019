/// Writes a ``JSONValue`` as compact JSON without Foundation, the way ``WireCoding/encode(_:)``
/// writes it (keys sorted, slashes unescaped, integral reals without `.0`): what the plugin side
/// writes a small response with on a call's hot path.
///
/// ```swift
/// var bytes: [UInt8] = []
/// try JSONValueWriter.write(.object(["value": 3]), to: &bytes)  // {"value":3}
/// ```
public enum JSONValueWriter {
    /// A real that JSON cannot hold (infinite or not a number).
    public struct UnrepresentableNumber: Error, CustomStringConvertible {
        /// The number.
        public let number: Double
        public var description: String { "\(number) cannot be written as JSON, which has no infinities and no NaN" }
    }

    /// Appends `value` to `bytes`.
    /// - Throws: ``UnrepresentableNumber`` for an infinite or NaN real (`bytes` may then hold part of the value).
    public static func write(_ value: JSONValue, to bytes: inout [UInt8]) throws(UnrepresentableNumber) {
        try write(value, into: &bytes)
    }

    /// Appends an object with `members`, in the order given (sorted by key, as the wire writes objects).
    public static func writeObject(_ members: [(key: String, value: JSONValue)], to bytes: inout [UInt8]) throws(UnrepresentableNumber) {
        try writeObject(members, into: &bytes)
    }

    /// Appends `text` in double quotes, escaped as Foundation's encoder escapes it (`\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\b`, `\f`, else `\u00XX` below 0x20), byte by byte: UTF-8 bytes at or
    /// above 0x20 other than `"` and `\` are copied as they are. For writing an object's members
    /// one at a time, with no array of members made first.
    public static func writeQuoted(_ text: String, to bytes: inout [UInt8]) {
        writeQuoted(text, into: &bytes)
    }

    // MARK: - Into any output

    /// ``write(_:to:)`` into `output`.
    static func write<Output: JSONOutput>(_ value: JSONValue, into output: inout Output) throws(UnrepresentableNumber) {
        switch value {
        case .null: output.appendText("null")
        case .bool(let flag): flag ? output.appendText("true") : output.appendText("false")
        case .integer(let number): writeInteger(number, into: &output)
        case .double(let number):
            guard number.isFinite else { throw UnrepresentableNumber(number: number) }
            // An integral real below 2^53 is written as `description` writes it, without its `.0`: its integer's
            // digits (but -0, whose integer has no sign).
            if let integer = Int64(exactly: number), integer.magnitude < 1 << 53, integer != 0 || number.sign == .plus {
                writeInteger(integer, into: &output)
                return
            }
            var text = number.description
            text.withUTF8 { utf8 in
                let integral = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
                output.appendBytes(integral ? UnsafeBufferPointer(rebasing: utf8.dropLast(2)) : utf8)
            }
        case .string(let text): writeQuoted(text, into: &output)
        case .array(let items):
            output.appendByte(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.appendByte(UInt8(ascii: ",")) }
                try write(item, into: &output)
            }
            output.appendByte(UInt8(ascii: "]"))
        case .object(let members) where members.count <= 1:
            // Nothing to sort (a button's one parameter): no array of members made.
            output.appendByte(UInt8(ascii: "{"))
            for (key, member) in members {
                writeQuoted(key, into: &output)
                output.appendByte(UInt8(ascii: ":"))
                try write(member, into: &output)
            }
            output.appendByte(UInt8(ascii: "}"))
        case .object(let members):
            try writeObject(members.sorted { $0.key < $1.key }, into: &output)
        }
    }

    /// The decimal digits of `number`, as `String(number)` writes them, made on the stack.
    static func writeInteger<Output: JSONOutput>(_ number: Int64, into output: inout Output) {
        // 19 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            output.appendBytes(UnsafeBufferPointer(UnsafeMutableBufferPointer(rebasing: digits[start...])))
        }
    }

    /// ``writeObject(_:to:)`` into `output`.
    static func writeObject<Output: JSONOutput>(
        _ members: [(key: String, value: JSONValue)], into output: inout Output
    ) throws(UnrepresentableNumber) {
        output.appendByte(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { output.appendByte(UInt8(ascii: ",")) }
            writeQuoted(member.key, into: &output)
            output.appendByte(UInt8(ascii: ":"))
            try write(member.value, into: &output)
        }
        output.appendByte(UInt8(ascii: "}"))
    }

    /// ``writeQuoted(_:to:)`` into `output`.
    static func writeQuoted<Output: JSONOutput>(_ text: String, into output: inout Output) {
        output.appendByte(UInt8(ascii: "\""))
        // Most text needs no escape: scanned and copied whole from its contiguous UTF-8.
        var contiguous = text
        let copied = contiguous.withUTF8 { utf8 in
            guard !JSONSpecialBytes.any(in: utf8) else { return false }
            output.appendBytes(utf8)
            return true
        }
        guard !copied else {
            output.appendByte(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                appendEscape(of: byte, to: &output)
            } else {
                output.appendByte(byte)
            }
        }
        output.appendByte(UInt8(ascii: "\""))
    }

    private static func appendEscape<Output: JSONOutput>(of byte: UInt8, to output: inout Output) {
        output.appendByte(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.appendByte(byte)
        case UInt8(ascii: "\n"): output.appendByte(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): output.appendByte(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): output.appendByte(UInt8(ascii: "t"))
        case 0x08: output.appendByte(UInt8(ascii: "b"))
        case 0x0C: output.appendByte(UInt8(ascii: "f"))
        default:
            let hex: StaticString = "0123456789abcdef"
            output.appendText("u00")
            output.appendByte(hex.utf8Start[Int(byte >> 4)])
            output.appendByte(hex.utf8Start[Int(byte & 0xF)])
        }
    }
}
