/// The size of text the reader asked for in accessibility settings.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders by size.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The text size the reader asked for, as iOS 13–14 named it (`@Environment(\.sizeCategory)`);
/// ``DynamicTypeSize`` replaced it.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders by size.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The category of `size` (the two enumerations list the same sizes in the same order).
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory(rawValue: size.rawValue) ?? .large
    }
}

extension DynamicTypeSize {
    /// The size of `category`.
    public init?(_ category: ContentSizeCategory) {
        self.init(rawValue: category.rawValue)
    }
}

extension EnvironmentValues {
    /// The text size the reader asked for, as a ``ContentSizeCategory`` (``dynamicTypeSize`` under its iOS 13 name).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}
