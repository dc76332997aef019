import Foundation

/// A log message with interpolated values, as the `os` module's `OSLogMessage`:
/// `logger.info("Found \(count) deliveries for \(name, privacy: .public)")`.
///
/// Values are written as text when the message is logged. A value marked `.private` or
/// `.sensitive` is written `<private>`, as Apple's log shows it outside a debugger; `.auto` (the
/// default) and `.public` values are written as they are (the host's log is the developer's).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let pieces: [() -> String]

    /// The message's text.
    var text: String { pieces.map { $0() }.joined() }

    public init(stringLiteral value: String) {
        pieces = [{ value }]
    }

    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The pieces of an interpolated message, each turned to text when the message is logged.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [() -> String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            pieces.append { literal }
        }

        /// A string.
        public mutating func appendInterpolation(
            _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: argumentString()) : OSLogPrivacy.redacted }
        }

        /// A value described by its `description`.
        public mutating func appendInterpolation<Value: CustomStringConvertible>(
            _ value: @autoclosure @escaping () -> Value, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: value().description) : OSLogPrivacy.redacted }
        }

        /// An integer, in decimal unless `format` says otherwise.
        public mutating func appendInterpolation<Number: FixedWidthInteger>(
            _ number: @autoclosure @escaping () -> Number, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: format.format(number())) : OSLogPrivacy.redacted }
        }

        /// A floating-point number, with six decimals unless `format` says otherwise.
        public mutating func appendInterpolation(
            _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: format.format(number())) : OSLogPrivacy.redacted }
        }

        /// A floating-point number, with six decimals unless `format` says otherwise.
        public mutating func appendInterpolation(
            _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
            privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: format.format(Double(number()))) : OSLogPrivacy.redacted }
        }

        /// A Boolean, as `true`/`false` or `YES`/`NO`.
        public mutating func appendInterpolation(
            _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? format.format(boolean()) : OSLogPrivacy.redacted }
        }

        /// A type's name.
        public mutating func appendInterpolation(
            _ type: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: String(describing: type())) : OSLogPrivacy.redacted }
        }

        /// Any other value, described with `String(describing:)`.
        @_disfavoredOverload
        public mutating func appendInterpolation<Value>(
            _ value: @autoclosure @escaping () -> Value, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
        ) {
            pieces.append { privacy.reveals ? align.apply(to: String(describing: value())) : OSLogPrivacy.redacted }
        }
    }
}

/// Whether a logged value may be shown, as the `os` module's `OSLogPrivacy`.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value would be masked on Apple's platforms. Here a private value is
    /// written `<private>` with any mask.
    public enum Mask: Equatable, Sendable {
        case hash, none
    }

    let reveals: Bool

    /// Shown as it is.
    public static let `public` = OSLogPrivacy(reveals: true)
    /// Hidden: written `<private>`.
    public static let `private` = OSLogPrivacy(reveals: false)
    /// Hidden: written `<private>`.
    public static let sensitive = OSLogPrivacy(reveals: false)
    /// Apple's default; shown as it is here.
    public static let auto = OSLogPrivacy(reveals: true)

    /// Hidden: written `<private>`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Hidden: written `<private>`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// Apple's default; shown as it is here.
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// What a hidden value is written as.
    static let redacted = "<private>"
}

/// How an interpolated string is padded, as the `os` module's `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let isLeft: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, isLeft: false)

    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: true)
    }

    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), isLeft: false)
    }

    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(columns - text.count, 0))
        return isLeft ? text + padding : padding + text
    }
}

/// How an interpolated integer is written, as the `os` module's `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool
    let minDigits: Int
    let explicitPositiveSign: Bool

    /// Decimal.
    public static let decimal = decimal(explicitPositiveSign: false)
    /// Hexadecimal, lowercase, without `0x`.
    public static let hex = hex(explicitPositiveSign: false)
    /// Octal.
    public static let octal = octal(explicitPositiveSign: false)

    /// Decimal, with at least `minDigits` digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 10, prefix: false, uppercase: false, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Hexadecimal.
    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: 16, prefix: includePrefix, uppercase: uppercase, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    /// Octal.
    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, minDigits: @autoclosure () -> Int = 0
    )
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(
            radix: 8, prefix: includePrefix, uppercase: false, minDigits: minDigits(), explicitPositiveSign: explicitPositiveSign)
    }

    func format<Number: FixedWidthInteger>(_ number: Number) -> String {
        var digits = String(number.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
        let sign = number < 0 ? "-" : (explicitPositiveSign ? "+" : "")
        return sign + digits
    }
}

/// How an interpolated floating-point number is written, as the `os` module's `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Sendable {
    let specifier: String

    /// Six decimals (`%f`).
    public static let fixed = OSLogFloatFormatting(specifier: "%f")
    /// Exponent notation (`%e`).
    public static let exponential = OSLogFloatFormatting(specifier: "%e")
    /// The shorter of fixed and exponent notation (`%g`).
    public static let hybrid = OSLogFloatFormatting(specifier: "%g")

    /// `precision` decimals.
    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(specifier: "%\(explicitPositiveSign ? "+" : "").\(precision())f")
    }

    /// Six decimals, with a `+` on positive numbers if asked.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(specifier: explicitPositiveSign ? "%+f" : "%f")
    }

    func format(_ number: Double) -> String { String(format: specifier, number) }
}

/// How an interpolated Boolean is written, as the `os` module's `OSLogBoolFormat`.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
