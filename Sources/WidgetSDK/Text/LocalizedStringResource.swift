import Foundation

/// A string a widget shows to people: a key and the text to use for it.
///
/// Mirrors Foundation's `LocalizedStringResource`, which Foundation on Linux
/// lacks. There are no localization tables on Linux, so the resource always
/// resolves to its default value (the key itself when none is given).
///
/// ```swift
/// static let title: LocalizedStringResource = "My Calculate Task"
/// let name = LocalizedStringResource("coffee.title", defaultValue: "咖啡")
/// ```
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The key a localization table would look up.
    public let key: String
    /// The text shown when the plugin has no translation of the key.
    public let defaultValue: String
    /// An interpolated resource's values as text, in order, and each one's number (for plural variants).
    var arguments: [String] = []
    var numbers: [Double?] = []

    /// A resource whose key is also its text. The table, locale and comment are accepted.
    public init(_ keyAndValue: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = keyAndValue
        self.defaultValue = keyAndValue
    }

    /// A resource with a key and the text to show for it. The table, locale and comment are accepted.
    public init(_ key: String, defaultValue: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// A resource whose key and text are the literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A resource whose text is the interpolated string and whose key is its format (`"%lld cups"`), as
    /// a String Catalog lists it.
    public init(stringInterpolation: StringInterpolation) {
        let value = stringInterpolation.value
        self.init(value.key, defaultValue: value.text)
        arguments = value.arguments
        numbers = value.numbers
    }

    /// The resolved text.
    public var description: String { defaultValue }

    /// The plugin's translation of the key, its values put where its specifiers stand; else the default value.
    var localized: String {
        String.LocalizationValue.translation(of: key, arguments: arguments, numbers: numbers) ?? defaultValue
    }

    /// Builds a resource from a string literal with interpolated values (`"\(display)"`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var value: String.LocalizationValue.StringInterpolation

        /// Starts an empty string.
        public init(literalCapacity: Int, interpolationCount: Int) {
            value = String.LocalizationValue.StringInterpolation(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            value.appendLiteral(literal)
        }

        /// Appends a string (`%@` in the key).
        public mutating func appendInterpolation(_ string: String) {
            value.appendInterpolation(string)
        }

        /// Appends an integer (`%lld` in the key for `Int`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ integer: T) {
            value.appendInterpolation(integer)
        }

        /// Appends a value as `String(describing:)` writes it (`%@` in the key).
        @_disfavoredOverload
        public mutating func appendInterpolation<Value>(_ value: Value) {
            self.value.appendInterpolation(value)
        }

        /// Appends a format placeholder (`"\(placeholder: .int) trips"`, as in a type's `numericFormat`), written
        /// as the format specifier it stands for (`%lld`).
        public mutating func appendInterpolation(placeholder: LocalizedStringPlaceholder) {
            value.appendFormatSpecifier(placeholder.specifier)
        }
    }
}

/// The type of value a localized string's placeholder takes (`\(placeholder: .int)`).
public enum LocalizedStringPlaceholder: Hashable, Sendable {
    case int, uint, float, double, object

    /// The format specifier the placeholder is written as.
    var specifier: String {
        switch self {
        case .int: "%lld"
        case .uint: "%llu"
        case .float: "%f"
        case .double: "%lf"
        case .object: "%@"
        }
    }
}

extension String {
    /// The text of `resource` (its default value; Linux has no localization tables). The table, bundle,
    /// locale and comment are accepted.
    ///
    /// ```swift
    /// let title = String(localized: "Water", comment: "The widget's title")
    /// ```
    public init(
        localized resource: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = resource.localized
    }
}
