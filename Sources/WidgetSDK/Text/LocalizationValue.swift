import Foundation

extension String {
    /// A localizable string's key and value, as `String(localized:)` takes it (a helper that passes
    /// a key through: `func row(_ name: String.LocalizationValue)`): its text as written, and the key
    /// a translation is looked up by, SwiftUI's format for an interpolation (`"%lld cups"`).
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
        /// The text as written, interpolations formatted.
        let text: String
        /// The key: the text, or for an interpolation its literal parts with a specifier per value.
        let key: String
        /// The interpolated values as text, in order.
        let arguments: [String]
        /// Each interpolated value when it is a number (what picks a plural variant).
        let numbers: [Double?]

        /// A value whose key and text are `value`.
        public init(_ value: String) {
            text = value
            key = value
            arguments = []
            numbers = []
        }

        /// A value whose key and text are the literal.
        public init(stringLiteral value: String) { self.init(value) }

        /// A value whose text is the interpolated string and whose key is its format (`"%@ drank %lld cups"`).
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
            numbers = stringInterpolation.numbers
        }

        public var description: String { text }

        /// The plugin's translation, its values put where its specifiers stand; else the text as written.
        var localized: String {
            Self.translation(of: key, arguments: arguments, numbers: numbers) ?? text
        }

        /// The plugin's translation of `key` with `arguments` put where its specifiers stand (its plural
        /// variant chosen by `numbers`), or `nil` when it has none.
        static func translation(of key: String, arguments: [String], numbers: [Double?]) -> String? {
            guard let value = PluginStrings.currentValue(key) else { return nil }
            let language = UserLocale.current.language.languageCode?.identifier ?? "en"
            return LocalizedFormat(value.format(numbers: numbers, language: language)).pieces.map { piece in
                switch piece {
                case .literal(let literal): literal
                case .argument(let index): arguments.indices.contains(index) ? arguments[index] : ""
                }
            }.joined()
        }

        /// The pieces of an interpolated value: its text, and its key with a specifier per value.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            var key = ""
            var arguments: [String] = []
            var numbers: [Double?] = []

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// A literal piece.
            public mutating func appendLiteral(_ literal: String) {
                text += literal
                key += LocalizedFormat.escaped(literal)
            }

            /// A string (`%@`).
            public mutating func appendInterpolation(_ string: String) {
                append(string, specifier: "%@", number: nil)
            }

            /// An integer (`%lld` for `Int`).
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(String(value), specifier: LocalizedFormat.specifier(ofInteger: value), number: Double(value))
            }

            /// A floating-point number (`%lf` for `Double`), written as Swift writes it.
            public mutating func appendInterpolation<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) {
                append(String(value), specifier: LocalizedFormat.specifier(ofFloatingPoint: T.self), number: Double(value))
            }

            /// Any other value, described (`%@`).
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) {
                append(String(describing: value), specifier: "%@", number: nil)
            }

            /// A format specifier written as is in both the text and the key (a `numericFormat` placeholder).
            mutating func appendFormatSpecifier(_ specifier: String) {
                text += specifier
                key += specifier
            }

            private mutating func append(_ argument: String, specifier: String, number: Double?) {
                text += argument
                key += specifier
                arguments.append(argument)
                numbers.append(number)
            }
        }
    }

    /// The plugin's translation of `keyAndValue` (its `Localizable.strings`, `.stringsdict` or String
    /// Catalog, for the user's language), else its text as written. The table, bundle, locale and comment are accepted.
    @_disfavoredOverload
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.localized
    }

    /// The plugin's translation of `key`, else the text of `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = PluginStrings.current(key.description) ?? defaultValue.text
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
