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
    /// The text shown, since no localization table exists.
    public let defaultValue: String

    /// A resource whose key is also its text. The table, locale and comment are accepted; Linux has no tables.
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

    /// A resource whose key and text are the interpolated string.
    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// The resolved text.
    public var description: String { defaultValue }

    /// Builds a resource from a string literal with interpolated values (`"\(display)"`).
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Starts an empty string.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a value as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += String(describing: value)
        }

        /// Appends a format placeholder (`"\(placeholder: .int) trips"`, as in a type's `numericFormat`), written
        /// as the format specifier it stands for (`%lld`).
        public mutating func appendInterpolation(placeholder: LocalizedStringPlaceholder) {
            text += placeholder.specifier
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
        self = resource.defaultValue
    }
}
