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

    /// The value `text` holds, read as the bytes overload reads its UTF-8: a concrete type, so a
    /// caller in another module runs no generic code.
    public static func parse(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { parse(buffer: $0) }
    }

    /// The members of the object that the member `key` of the object `text` holds, in order, a
    /// repeated name keeping its last value (where a dictionary would); `nil` when `text` is not one
    /// valid JSON object or its `key` member is not an object. What a perform request's parameters
    /// are read as on the plugin's hot path, with no dictionary made:
    ///
    /// ```swift
    /// JSONValueParser.members(of: "parameters", in: #"{"parameters":{"value":10}}"#)  // [("value", .integer(10))]
    /// ```
    public static func members(of key: String, in text: String) -> [(name: String, value: JSONValue)]? {
        var text = text
        return text.withUTF8 { members(of: key, in: $0) }
    }

    /// The same, read from UTF-8 bytes (a C string's, in place).
    public static func members(of key: String, in bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, value: JSONValue)]? {
        var reader = Reader(scanner: JSONScanner(bytes: bytes))
        reader.scanner.skipWhitespace()
        var found: [(name: String, value: JSONValue)]?
        let isObject = reader.eachMember(depth: 1) { reader, name in
            guard name == key else { return reader.value(depth: 1) != nil }
            reader.scanner.skipWhitespace()
            var members: [(name: String, value: JSONValue)] = []
            let isInnerObject = reader.eachMember(depth: 2) { reader, name in
                guard let value = reader.value(depth: 2) else { return false }
                members.append((name, value))
                return true
            }
            found = keepingLast(members)
            return isInnerObject
        }
        reader.scanner.skipWhitespace()
        guard isObject, reader.scanner.isAtEnd else { return nil }
        return found
    }

    /// `members` without the earlier members of a repeated name, the rest in order: what a dictionary keeps.
    private static func keepingLast(_ members: [(name: String, value: JSONValue)]) -> [(name: String, value: JSONValue)] {
        if members.count < 2 { return members }
        var last: [String: Int] = [:]
        last.reserveCapacity(members.count)
        for (index, member) in members.enumerated() { last[member.name] = index }
        guard last.count < members.count else { return members }
        return members.enumerated().filter { last[$0.element.name] == $0.offset }.map(\.element)
    }

    private static func parse(buffer: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        var reader = Reader(scanner: JSONScanner(bytes: buffer))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.scanner.skipWhitespace()
        // Not a ternary: `nil` there would be read as the literal JSON null (JSONValue is ExpressibleByNilLiteral).
        guard reader.scanner.isAtEnd else { return nil }
        return value
    }

    /// Builds values from the scanner's tokens.
    private struct Reader {
        var scanner: JSONScanner

        mutating func value(depth: Int) -> JSONValue? {
            scanner.skipWhitespace()
            guard let byte = scanner.current else { return nil }
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < maximumDepth else { return nil }
                return object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < maximumDepth else { return nil }
                return array(depth: depth + 1)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return word("true", is: .bool(true))
            case UInt8(ascii: "f"): return word("false", is: .bool(false))
            case UInt8(ascii: "n"): return word("null", is: .null)
            default:
                guard let number = scanner.number() else { return nil }
                return scanner.numberValue(number)
            }
        }

        /// `value` if the scanner is at `text`, which it then skips.
        private mutating func word(_ text: StaticString, is value: JSONValue) -> JSONValue? {
            guard scanner.literal(text) else { return Optional.none }
            return value
        }

        private mutating func string() -> JSONValue? {
            guard let scanned = scanner.string() else { return nil }
            return .string(scanner.text(of: scanned))
        }

        private mutating func object(depth: Int) -> JSONValue? {
            // Members are collected first, so that the dictionary is made once at its size (each growth
            // of a dictionary looks its storage type up again). The first is held apart: an object of
            // one member (a perform request, its parameters of one value) needs no array.
            var first: (String, JSONValue)?
            var members: [(String, JSONValue)] = []
            let isObject = eachMember(depth: depth) { reader, name in
                guard let member = reader.value(depth: depth) else { return false }
                if let held = first {
                    if members.isEmpty { members.append(held) }
                    members.append((name, member))
                } else {
                    first = (name, member)
                }
                return true
            }
            guard isObject else { return nil }
            guard let (name, only) = first else { return .object([:]) }
            // A repeated key keeps its last value.
            guard members.isEmpty else { return .object(Dictionary(members, uniquingKeysWith: { _, last in last })) }
            return .object([name: only])
        }

        /// Reads the object at the scanner member by member, `readValue` reading each member's value
        /// (given the member's name); false when it is no valid object (not at a `{`, nested deeper than
        /// ``maximumDepth``) or `readValue` says its value is not valid.
        mutating func eachMember(depth: Int, _ readValue: (inout Reader, String) -> Bool) -> Bool {
            guard scanner.current == UInt8(ascii: "{"), depth <= maximumDepth else { return false }
            scanner.index += 1
            scanner.skipWhitespace()
            if scanner.current == UInt8(ascii: "}") {
                scanner.index += 1
                return true
            }
            while true {
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: "\""), let key = scanner.string() else { return false }
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: ":") else { return false }
                scanner.index += 1
                guard readValue(&self, scanner.text(of: key)) else { return false }
                scanner.skipWhitespace()
                switch scanner.current {
                case UInt8(ascii: ","): scanner.index += 1
                case UInt8(ascii: "}"):
                    scanner.index += 1
                    return true
                default: return false
                }
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            scanner.index += 1
            var items: [JSONValue] = []
            scanner.skipWhitespace()
            if scanner.current == UInt8(ascii: "]") {
                scanner.index += 1
                return .array(items)
            }
            while true {
                guard let item = value(depth: depth) else { return nil }
                items.append(item)
                scanner.skipWhitespace()
                switch scanner.current {
                case UInt8(ascii: ","): scanner.index += 1
                case UInt8(ascii: "]"):
                    scanner.index += 1
                    return .array(items)
                default: return nil
                }
            }
        }
    }
}
