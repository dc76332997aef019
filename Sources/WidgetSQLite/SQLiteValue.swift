/// A value stored in or read from an SQLite column.
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    /// Text given as its UTF-8 bytes (which must be valid UTF-8), bound as TEXT without making a
    /// `String` first: a stored timeline, say. Read back, the column is ``text(_:)``; it is not
    /// equal to the ``text(_:)`` of the same characters.
    case utf8Text([UInt8])

    /// The value as an integer, if it is one.
    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as a real; integers widen.
    public var realValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The value as text, if it is text.
    public var textValue: String? {
        switch self {
        case .text(let value): value
        case .utf8Text(let bytes): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }

    /// The value as bytes: a blob's bytes, or text's UTF-8.
    public var blobValue: [UInt8]? {
        switch self {
        case .blob(let bytes), .utf8Text(let bytes): bytes
        case .text(let text): Array(text.utf8)
        default: nil
        }
    }
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(nilLiteral: ()) { self = .null }
}

/// One result row, readable by column name or index.
public struct SQLiteRow: Sendable {
    /// The column names, in order.
    public let columns: [String]
    /// The values, in column order.
    public let values: [SQLiteValue]

    public init(columns: [String], values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of the column at `index`.
    public subscript(index: Int) -> SQLiteValue { values[index] }

    /// The value of the column named `name`, or `.null` if there is no such column.
    public subscript(name: String) -> SQLiteValue {
        guard let index = columns.firstIndex(of: name) else { return .null }
        return values[index]
    }
}
