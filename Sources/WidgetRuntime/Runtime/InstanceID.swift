import WidgetHost

/// The id of a widget instance: a small number, never reused, that people type (`widgethost tap 3 b.2.0`).
public struct InstanceID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByIntegerLiteral
{
    public let rawValue: Int64

    public init(rawValue: Int64) { self.rawValue = rawValue }
    public init(integerLiteral value: Int64) { rawValue = value }

    /// The id written as `text` (`3`), if it is one.
    public init?(_ text: String) {
        guard let value = Int64(text.trimmingPrefix("#")), value > 0 else { return nil }
        rawValue = value
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: InstanceID, rhs: InstanceID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int64.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
