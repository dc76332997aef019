import Foundation

/// Decodes a wire type from a parsed ``JSONValue`` without Foundation's `JSONDecoder`: what
/// ``WireCoding/decode(_:from:)-(_,some Collection<UInt8>)`` tries first.
///
/// It decodes what Foundation's decoder configured as ``WireCoding`` decodes, the same way
/// (dates as seconds since 1970, URLs from their strings), and refuses everything else:
/// anything that does not fit, numbers it would have to convert with a loss, `Data`, `Decimal`,
/// `Float` and `superDecoder()`. Every refusal and every error a type throws sends the caller
/// to Foundation's decoder, whose value or error is then the answer, so no message comes from here;
/// for the same reason it keeps no coding path (`codingPath` is empty: only messages use one).
struct JSONValueDecoder: Decoder {
    /// What made this decoder give up; never shown (the caller decodes again with Foundation).
    struct Refusal: Error {}

    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// The `Type` `value` holds.
    static func decode<Value: Decodable>(_ type: Value.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> Value {
        // The parser reads numbers as Foundation's decoder reads a JSONValue (JSONValueParser).
        if Value.self == JSONValue.self, let json = value as? Value { return json }
        if Value.self == Date.self {
            guard let seconds = value.numberValue, let date = Date(timeIntervalSince1970: seconds) as? Value else { throw Refusal() }
            return date
        }
        if Value.self == URL.self {
            guard case .string(let text) = value, let url = URL(string: text) as? Value else { throw Refusal() }
            return url
        }
        if Value.self == Data.self || Value.self == Decimal.self || Value.self == Float.self { throw Refusal() }
        return try Value(from: JSONValueDecoder(value, codingPath: codingPath))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Refusal() }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw Refusal() }
        return UnkeyedContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath)
    }

    // MARK: Scalars, as Foundation's decoder reads them

    static func bool(_ value: JSONValue) throws -> Bool {
        guard case .bool(let flag) = value else { throw Refusal() }
        return flag
    }

    static func string(_ value: JSONValue) throws -> String {
        guard case .string(let text) = value else { throw Refusal() }
        return text
    }

    static func double(_ value: JSONValue) throws -> Double {
        switch value {
        case .integer(let number): return Double(number)
        case .double(let number): return number
        default: throw Refusal()
        }
    }

    /// An integer written without a fraction or exponent that `Integer` holds exactly.
    static func integer<Integer: FixedWidthInteger>(_ value: JSONValue) throws -> Integer {
        guard case .integer(let number) = value, let exact = Integer(exactly: number) else { throw Refusal() }
        return exact
    }

    // MARK: Containers

    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: JSONValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func member(_ key: Key) throws -> JSONValue {
            guard let member = members[key.stringValue] else { throw Refusal() }
            return member
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).isNull }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try JSONValueDecoder.bool(member(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try JSONValueDecoder.string(member(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try JSONValueDecoder.double(member(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw Refusal() }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try JSONValueDecoder.integer(member(key)) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try JSONValueDecoder.integer(member(key)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONValueDecoder.decode(type, from: member(key), codingPath: codingPath)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(member(key), codingPath: codingPath).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(member(key), codingPath: codingPath).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { throw Refusal() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw Refusal() }
    }

    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private mutating func next() throws -> JSONValue {
            guard !isAtEnd else { throw Refusal() }
            defer { currentIndex += 1 }
            return items[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { throw Refusal() }
            guard items[currentIndex].isNull else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.bool(next()) }
        mutating func decode(_ type: String.Type) throws -> String { try JSONValueDecoder.string(next()) }
        mutating func decode(_ type: Double.Type) throws -> Double { try JSONValueDecoder.double(next()) }
        mutating func decode(_ type: Float.Type) throws -> Float { throw Refusal() }
        mutating func decode(_ type: Int.Type) throws -> Int { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONValueDecoder.integer(next()) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONValueDecoder.integer(next()) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, from: next(), codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(next(), codingPath: codingPath).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(next(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { throw Refusal() }
    }

    private struct SingleValueContainer: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value.isNull }
        func decode(_ type: Bool.Type) throws -> Bool { try JSONValueDecoder.bool(value) }
        func decode(_ type: String.Type) throws -> String { try JSONValueDecoder.string(value) }
        func decode(_ type: Double.Type) throws -> Double { try JSONValueDecoder.double(value) }
        func decode(_ type: Float.Type) throws -> Float { throw Refusal() }
        func decode(_ type: Int.Type) throws -> Int { try JSONValueDecoder.integer(value) }
        func decode(_ type: Int8.Type) throws -> Int8 { try JSONValueDecoder.integer(value) }
        func decode(_ type: Int16.Type) throws -> Int16 { try JSONValueDecoder.integer(value) }
        func decode(_ type: Int32.Type) throws -> Int32 { try JSONValueDecoder.integer(value) }
        func decode(_ type: Int64.Type) throws -> Int64 { try JSONValueDecoder.integer(value) }
        func decode(_ type: UInt.Type) throws -> UInt { try JSONValueDecoder.integer(value) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try JSONValueDecoder.integer(value) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try JSONValueDecoder.integer(value) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try JSONValueDecoder.integer(value) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try JSONValueDecoder.integer(value) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, from: value, codingPath: codingPath)
        }
    }
}
