/// Why a view is drawn redacted, as `@Environment(\.redactionReasons)` reports.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int

    /// Reasons with the given raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Placeholder content (`.redacted(reason: .placeholder)`, a widget's placeholder).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `.privacySensitive()` while the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content marked `.invalidatableContent()` while a tap's reload is in flight.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
