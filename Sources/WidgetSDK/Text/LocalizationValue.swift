import Foundation

extension String {
    /// A localizable string's key and value, as `String(localized:)` takes it (a helper that passes
    /// a key through: `func row(_ name: String.LocalizationValue)`). There are no string tables on
    /// Linux: its text is the literal, interpolations formatted as written.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The text.
        let text: String

        /// A value whose key and text are `value`.
        public init(_ value: String) { text = value }

        /// A value whose key and text are the literal.
        public init(stringLiteral value: String) { text = value }

        /// A value whose key and text are the interpolated string.
        public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }

        public var description: String { text }
    }

    /// The text of `keyAndValue` (Linux has no localization tables). The table, bundle, locale and comment are accepted.
    @_disfavoredOverload
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The text of `defaultValue`, the value of `key` (Linux has no localization tables).
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }
}

extension LocalizedStringResource {
    /// Where a resource's strings table is: accepted and not read (Linux has no string tables).
    public enum BundleDescription: Sendable {
        /// The app's (here the plugin's) own bundle.
        case main
        /// The bundle of a class.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// A resource with a key, the text to show for it, and the bundle of its table (accepted; the text is shown).
    public init(
        _ key: String, defaultValue: String, table: String? = nil, locale: Locale = .current, bundle: BundleDescription,
        comment: StaticString? = nil
    ) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale, comment: comment)
    }

    /// A resource whose key and text are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.init(keyAndValue.text, table: table, locale: locale, comment: comment)
    }
}
