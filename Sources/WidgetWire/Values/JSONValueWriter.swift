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
        switch value {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): bytes.append(contentsOf: String(number).utf8)
        case .double(let number):
            guard number.isFinite else { throw UnrepresentableNumber(number: number) }
            let text = number.description
            bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8[...])
        case .string(let text): writeQuoted(text, to: &bytes)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                try write(item, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            try writeObject(members.sorted { $0.key < $1.key }, to: &bytes)
        }
    }

    /// Appends an object with `members`, in the order given (sorted by key, as the wire writes objects).
    public static func writeObject(_ members: [(key: String, value: JSONValue)], to bytes: inout [UInt8]) throws(UnrepresentableNumber) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeQuoted(member.key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            try write(member.value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends `text` in double quotes, escaped as Foundation's encoder escapes it (`\"`, `\\`,
    /// `\n`, `\r`, `\t`, `\b`, `\f`, else `\u00XX` below 0x20), byte by byte: UTF-8 bytes at or
    /// above 0x20 other than `"` and `\` are copied as they are. For writing an object's members
    /// one at a time, with no array of members made first.
    public static func writeQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: scanned and copied whole from its contiguous UTF-8.
        var contiguous = text
        let copied = contiguous.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        guard !copied else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                appendEscape(of: byte, to: &bytes)
            } else {
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}
