import Foundation

/// How many values a list parameter takes (`@Parameter(title:size:)`): a number, or a range.
/// Recorded; WidgetHost does not limit how many values a configuration holds.
public struct IntentCollectionSize: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The fewest values.
    public let minimum: Int
    /// The most values.
    public let maximum: Int

    /// Exactly up to `value` values.
    public init(integerLiteral value: Int) {
        self.init(min: 1, max: value)
    }

    /// From `min` to `max` values.
    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }
}

/// What a `Date` parameter asks for (`@Parameter(title:kind:)`). Recorded; a date parameter takes a full date.
public enum DateKind: Hashable, Sendable {
    case date, time, dateTime
}

extension String {
    /// How a text field for a `String` parameter behaves (`@Parameter(title:inputOptions:)`). Recorded; WidgetHost
    /// has no on-screen keyboard.
    public struct IntentInputOptions: Hashable, Sendable {
        /// The keyboards a text field may show (named as UIKit names them, `URL` among them).
        // swift-format-ignore: AlwaysUseLowerCamelCase
        public enum KeyboardType: Hashable, Sendable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
            case twitter, webSearch, asciiCapableNumberPad
        }

        /// How a text field capitalizes.
        public enum CapitalizationType: Hashable, Sendable {
            case none, words, sentences, allCharacters
        }

        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool

        /// Options for a text field.
        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
            autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
        }
    }
}

extension IntentParameter {
    /// A list parameter taking `size` values (recorded; the host does not limit the count).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue))
    }

    /// A list parameter taking a number of values by widget family (recorded; the host does not limit the count).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [WidgetFamily: IntentCollectionSize], requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue))
    }
}

extension IntentParameter where Value.UnwrappedType == String {
    /// A `String` parameter whose text field behaves as `inputOptions` say (recorded).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue))
    }
}

extension IntentParameter where Value.UnwrappedType == Date {
    /// A `Date` parameter asking for `kind` (recorded; it takes a full date).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Date? = nil,
        kind: DateKind, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultCell: ValueCell(defaultValue))
    }
}
