import Foundation

/// Encodes a wire type as JSON without Foundation's `JSONEncoder`: what ``WireCoding/encode(_:)``
/// tries first, writing what ``JSONValueWriter`` writes for the same value.
///
/// It encodes what Foundation's encoder configured as ``WireCoding`` encodes, the same way
/// (dates as seconds since 1970, URLs as their absolute strings), and refuses everything else:
/// `Data`, `Decimal`, `Float`, integers beyond `Int64`, infinite or NaN reals, `superEncoder()`,
/// and a value that encodes nothing. A refusal (or an error the type throws) sends the caller
/// to Foundation's encoder, whose bytes or error are then the answer. It keeps no coding path
/// (`codingPath` is empty: only error messages use one, and those are Foundation's).
struct JSONValueEncoder: Encoder {
    /// What made this encoder give up; never shown (the caller encodes again with Foundation).
    struct Refusal: Error {}

    /// Where a value's encoding goes: one value, or the members or items containers add to it.
    final class Node {
        var value: JSONValue?
        var members: [String: Node]?
        var items: [Node]?
        /// Set by the calls that cannot throw (`superEncoder()`, a second kind of container).
        let refusals: Refusals

        init(refusals: Refusals) { self.refusals = refusals }

        /// Appends the encoded value as compact JSON, members sorted by key as ``JSONValueWriter``
        /// writes them; throws ``Refusal`` for a node nothing was encoded into.
        func write(to bytes: inout [UInt8]) throws {
            if let value {
                try JSONValueWriter.write(value, to: &bytes)
            } else if let members {
                bytes.append(UInt8(ascii: "{"))
                for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    JSONValueWriter.writeQuoted(member.key, to: &bytes)
                    bytes.append(UInt8(ascii: ":"))
                    try member.value.write(to: &bytes)
                }
                bytes.append(UInt8(ascii: "}"))
            } else if let items {
                bytes.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    try item.write(to: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            } else {
                throw Refusal()
            }
        }
    }

    /// Whether a call that cannot throw refused, for the whole encoding.
    final class Refusals {
        var refused = false
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// `value` as compact JSON with sorted keys: the bytes ``JSONValueWriter`` writes for the same value.
    static func encodedBytes(_ value: some Encodable) throws -> [UInt8] {
        let node = Node(refusals: Refusals())
        try encode(value, into: node, codingPath: [])
        guard !node.refusals.refused else { throw Refusal() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        try node.write(to: &bytes)
        return bytes
    }

    private static func encode<Value: Encodable>(_ value: Value, into node: Node, codingPath: [any CodingKey]) throws {
        if Value.self == JSONValue.self, let json = value as? JSONValue {
            node.value = json
        } else if Value.self == Date.self, let date = value as? Date {
            node.value = try double(date.timeIntervalSince1970)
        } else if Value.self == URL.self, let url = value as? URL {
            node.value = .string(url.absoluteString)
        } else if Value.self == Data.self || Value.self == Decimal.self || Value.self == Float.self {
            throw Refusal()
        } else {
            try value.encode(to: JSONValueEncoder(node: node, codingPath: codingPath))
        }
    }

    /// A node for `value`, encoded.
    static func node(for value: some Encodable, in parent: Node, codingPath: [any CodingKey]) throws -> Node {
        let node = Node(refusals: parent.refusals)
        try encode(value, into: node, codingPath: codingPath)
        return node
    }

    static func leaf(_ value: JSONValue, in parent: Node) -> Node {
        let node = Node(refusals: parent.refusals)
        node.value = value
        return node
    }

    static func double(_ number: Double) throws -> JSONValue {
        guard number.isFinite else { throw Refusal() }
        return .double(number)
    }

    static func integer<Integer: FixedWidthInteger>(_ number: Integer) throws -> JSONValue {
        guard let exact = Int64(exactly: number) else { throw Refusal() }
        return .integer(exact)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.members == nil {
            if node.value != nil || node.items != nil { node.refusals.refused = true }
            node.members = Dictionary(minimumCapacity: 8)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.items == nil {
            if node.value != nil || node.members != nil { node.refusals.refused = true }
            node.items = []
        }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }

    // MARK: Containers

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        private func set(_ value: JSONValue, _ key: Key) { node.members?[key.stringValue] = JSONValueEncoder.leaf(value, in: node) }

        mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { set(try JSONValueEncoder.double(value), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw Refusal() }
        mutating func encode(_ value: Int, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { set(try JSONValueEncoder.integer(value), key) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            node.members?[key.stringValue] = try JSONValueEncoder.node(for: value, in: node, codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<
            NestedKey
        > {
            let child = Node(refusals: node.refusals)
            node.members?[key.stringValue] = child
            return JSONValueEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Node(refusals: node.refusals)
            node.members?[key.stringValue] = child
            return JSONValueEncoder(node: child, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { refusedEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { refusedEncoder() }

        private func refusedEncoder() -> any Encoder {
            node.refusals.refused = true
            return JSONValueEncoder(node: Node(refusals: node.refusals), codingPath: codingPath)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        var count: Int { node.items?.count ?? 0 }

        private func add(_ value: JSONValue) { node.items?.append(JSONValueEncoder.leaf(value, in: node)) }

        mutating func encodeNil() throws { add(.null) }
        mutating func encode(_ value: Bool) throws { add(.bool(value)) }
        mutating func encode(_ value: String) throws { add(.string(value)) }
        mutating func encode(_ value: Double) throws { add(try JSONValueEncoder.double(value)) }
        mutating func encode(_ value: Float) throws { throw Refusal() }
        mutating func encode(_ value: Int) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int8) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int16) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int32) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int64) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) throws { add(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) throws { add(try JSONValueEncoder.integer(value)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            node.items?.append(try JSONValueEncoder.node(for: value, in: node, codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let child = Node(refusals: node.refusals)
            node.items?.append(child)
            return JSONValueEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = Node(refusals: node.refusals)
            node.items?.append(child)
            return JSONValueEncoder(node: child, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            node.refusals.refused = true
            return JSONValueEncoder(node: Node(refusals: node.refusals), codingPath: codingPath)
        }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        private func set(_ value: JSONValue) {
            if node.value != nil || node.members != nil || node.items != nil { node.refusals.refused = true }
            node.value = value
        }

        mutating func encodeNil() throws { set(.null) }
        mutating func encode(_ value: Bool) throws { set(.bool(value)) }
        mutating func encode(_ value: String) throws { set(.string(value)) }
        mutating func encode(_ value: Double) throws { set(try JSONValueEncoder.double(value)) }
        mutating func encode(_ value: Float) throws { throw Refusal() }
        mutating func encode(_ value: Int) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int8) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int16) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int32) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: Int64) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt8) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt16) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt32) throws { set(try JSONValueEncoder.integer(value)) }
        mutating func encode(_ value: UInt64) throws { set(try JSONValueEncoder.integer(value)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            if node.value != nil || node.members != nil || node.items != nil { node.refusals.refused = true }
            try JSONValueEncoder.encode(value, into: node, codingPath: codingPath)
        }
    }
}
