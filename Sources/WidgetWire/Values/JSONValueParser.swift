/// Reads strict JSON (RFC 8259) into a ``JSONValue`` without Foundation: what the plugin side
/// decodes a small request with on a call's hot path.
///
/// It accepts only what is valid JSON and answers `nil` for anything else (bad syntax, invalid
/// UTF-8, a lone surrogate, nesting deeper than ``maximumDepth``), so a caller that needs the
/// reason decodes the same bytes again with ``WireCoding``, whose messages say where it failed.
///
/// ```swift
/// JSONValueParser.parse(Array(#"{"value": 10}"#.utf8))  // .object(["value": .integer(10)])
/// ```
public enum JSONValueParser {
    /// How deeply arrays and objects may nest.
    public static let maximumDepth = 256

    /// The value `bytes` hold, or `nil` when they are not one valid JSON value.
    public static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        if let parsed = bytes.withContiguousStorageIfAvailable({ parse(buffer: $0) }) { return parsed }
        return Array(bytes).withUnsafeBufferPointer { parse(buffer: $0) }
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = Reader(bytes: buffer)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        // Not a ternary: `nil` there would be read as the literal JSON null (JSONValue is ExpressibleByNilLiteral).
        guard reader.isAtEnd else { return nil }
        return value
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhitespace()
            guard let byte = current else { return nil }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else { return nil }
                return object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else { return nil }
                return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return word("true", is: .bool(true))
            case UInt8(ascii: "f"): return word("false", is: .bool(false))
            case UInt8(ascii: "n"): return word("null", is: .null)
            default: return number()
            }
        }

        /// `value` if the reader is at `text`, which it then skips.
        private mutating func word(_ text: StaticString, is value: JSONValue) -> JSONValue? {
            guard literal(text) else { return Optional.none }
            return value
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return false }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
            index += count
            return true
        }

        private mutating func object(depth: Int) -> JSONValue? {
            index += 1
            // Members are collected first, so that the dictionary is made once at its size (each growth
            // of a dictionary looks its storage type up again).
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object([:])
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let member = value(depth: depth) else { return nil }
                members.append((key, member))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    // A repeated key keeps its last value.
                    return .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
                default: return nil
                }
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                guard let item = value(depth: depth) else { return nil }
                items.append(item)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return .array(items)
                default: return nil
                }
            }
        }

        /// A string; the reader is at its opening quote.
        private mutating func string() -> String? {
            index += 1
            let start = index
            var isASCII = true
            while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                guard byte >= 0x20 else { return nil }
                isASCII = isASCII && byte < 0x80
                index += 1
            }
            guard current == UInt8(ascii: "\"") else { return escapedString(from: start) }
            let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
            // ASCII is valid UTF-8: decoding it needs no validation (the generic one costs more than the parse).
            index += 1
            return isASCII ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
        }

        /// The rest of a string that has escapes, from `start`, its first byte after the quote.
        private mutating func escapedString(from start: Int) -> String? {
            var utf8 = Array(bytes[start..<index])
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: utf8, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = escape() else { return nil }
                    utf8.append(contentsOf: String(escaped).utf8)
                case ..<0x20:
                    return nil
                default:
                    utf8.append(byte)
                }
            }
            return nil
        }

        /// The character an escape stands for; the reader is after its backslash.
        private mutating func escape() -> Unicode.Scalar? {
            guard let byte = current else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
                guard literal("\\u"), let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            default: return nil
            }
        }

        private mutating func hexUnit() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = hexDigit(bytes[index]) else { return nil }
                unit = unit << 4 | digit
                index += 1
            }
            return unit
        }

        private func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// A number: an integer when it has no fraction or exponent and fits 64 bits, else a double.
        private mutating func number() -> JSONValue? {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, isDigit(first) else { return nil }
            index += 1
            if first != UInt8(ascii: "0") { skipDigits() }
            var isIntegral = true
            if current == UInt8(ascii: ".") {
                index += 1
                guard let digit = current, isDigit(digit) else { return nil }
                skipDigits()
                isIntegral = false
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let digit = current, isDigit(digit) else { return nil }
                skipDigits()
                isIntegral = false
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if isIntegral, let integer = Int64(text) { return .integer(integer) }
            guard let number = Double(text) else { return nil }
            // As Foundation's decoder reads a JSONValue: a real that is a whole 64-bit integer (`1e3`) is an integer.
            if let integer = Int64(exactly: number) { return .integer(integer) }
            return .double(number)
        }

        private mutating func skipDigits() {
            while let byte = current, isDigit(byte) { index += 1 }
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    }
}
