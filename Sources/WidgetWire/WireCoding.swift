import Foundation

/// The one place that decides how wire values become bytes and back.
///
/// Both sides of the ABI use it, so a manifest or a timeline encodes the same
/// way in a plugin and in the host: UTF-8 JSON with sorted keys, dates as
/// seconds since 1970.
public enum WireCoding {
    /// Encodes a wire value as compact UTF-8 JSON with sorted keys.
    ///
    /// Written without Foundation (its own encoder over ``JSONValueWriter``) when the value
    /// allows it; Foundation's encoder writes the rest and throws the errors.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        if let bytes = try? JSONValueEncoder.encodedBytes(value) { return bytes }
        return try foundationEncode(value)
    }

    /// ``encode(_:)`` by Foundation's encoder alone: what the encoding without Foundation must agree with.
    package static func foundationEncode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return Array(try encoder.encode(value))
    }

    /// Encodes a wire value as a JSON string.
    public static func encodeString<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }

    /// Encodes a wire value as indented JSON for people to read.
    public static func encodePretty<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes a wire value from UTF-8 JSON bytes.
    ///
    /// Read without Foundation (``JSONValueParser`` and its own decoder) when the bytes and the
    /// type allow it; Foundation's decoder reads the rest and says what is wrong with bad JSON.
    ///
    /// - Throws: `WireDecodingError` naming the type and the place in the JSON that did not fit.
    public static func decode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        if let json = JSONValueParser.parse(bytes), let value = try? JSONValueDecoder.decode(type, from: json, codingPath: []) {
            return value
        }
        return try foundationDecode(type, from: bytes)
    }

    /// ``decode(_:from:)-(_,some Collection<UInt8>)`` by Foundation's decoder alone: what the decoding without Foundation must agree with.
    package static func foundationDecode<Value: Decodable>(_ type: Value.Type, from bytes: some Collection<UInt8>) throws -> Value {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            return try decoder.decode(type, from: Data(bytes))
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let depth = JSONNesting.depth(of: bytes), depth > JSONValueParser.maximumDepth
            {
                throw WireDecodingError(
                    type: String(describing: type), path: "",
                    reason: "it is nested \(depth) levels deep, deeper than the \(JSONValueParser.maximumDepth) levels the wire allows")
            }
            throw WireDecodingError(type: String(describing: type), underlying: error)
        }
    }

    /// Decodes a wire value from a JSON string.
    public static func decode<Value: Decodable>(_ type: Value.Type, from text: String) throws -> Value {
        try decode(type, from: Array(text.utf8))
    }
}

/// JSON that did not have the shape the wire schema documents.
public struct WireDecodingError: Error, CustomStringConvertible, Sendable {
    /// The wire type that was being decoded.
    public let type: String
    /// Where in the JSON the problem is, as a dotted path (`widgets[0].kind`).
    public let path: String
    /// What was wrong at that place.
    public let reason: String

    /// An error at `path` (`entries[2].date`) of a `type` value, for `reason`.
    public init(type: String, path: String, reason: String) {
        self.type = type
        self.path = path
        self.reason = reason
    }

    init(type: String, underlying: DecodingError) {
        self.type = type
        func render(_ path: [any CodingKey]) -> String {
            path.reduce(into: "") { text, key in
                if let index = key.intValue {
                    text += "[\(index)]"
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
        }
        switch underlying {
        case .keyNotFound(let key, let context):
            path = render(context.codingPath + [key])
            reason = "required key '\(key.stringValue)' is missing"
        case .typeMismatch(let expected, let context):
            path = render(context.codingPath)
            reason = "expected \(expected)" + (context.debugDescription.isEmpty ? "" : " (\(context.debugDescription))")
        case .valueNotFound(let expected, let context):
            path = render(context.codingPath)
            reason = "expected \(expected), found null"
        case .dataCorrupted(let context):
            path = render(context.codingPath)
            reason = context.debugDescription
        @unknown default:
            path = ""
            reason = "\(underlying)"
        }
    }

    public var description: String {
        let place = path.isEmpty ? "" : " at \(path)"
        return "invalid \(type) JSON\(place): \(reason)"
    }
}
