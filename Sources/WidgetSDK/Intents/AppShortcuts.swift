/// The App Shortcuts a plugin offers: intents with the phrases that run them from Siri and
/// Spotlight. Linux has neither, so WidgetHost accepts the declaration as written and offers
/// nothing from it; the intents themselves run from widgets and the CLI as always.
///
/// ```swift
/// struct CoffeeShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: LogCoffeeIntent(), phrases: ["Log a coffee in \(.applicationName)"],
///                     shortTitle: "Log Coffee", systemImageName: "cup.and.saucer")
///     }
/// }
/// ```
public protocol AppShortcutsProvider {
    /// The shortcuts, built with ``AppShortcutsBuilder``.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the shortcuts' tiles in the Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    /// Navy, Apple's default.
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Tells Siri that the values a phrase's parameters can take changed. There is no Siri here: does nothing.
    public static func updateAppShortcutParameters() {}
}

/// One App Shortcut: an intent, the phrases that run it, and how the Shortcuts app shows it.
public struct AppShortcut: Sendable {
    /// The intent's type name.
    public let intentName: String
    /// The phrases, with `${applicationName}` and `${parameter}` where they were interpolated.
    public let phrases: [String]
    /// The title the Shortcuts app shows, if given.
    public let shortTitle: LocalizedStringResource?
    /// The SF Symbol the Shortcuts app shows, if given.
    public let systemImageName: String?

    /// A shortcut that runs `intent` when someone says one of `phrases` (iOS 17).
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String
    ) {
        intentName = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    /// A shortcut that runs `intent` when someone says one of `phrases` (iOS 16).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
        intentName = String(describing: Intent.self)
        self.phrases = phrases.map(\.text)
        shortTitle = nil
        systemImageName = nil
    }
}

/// A phrase of an ``AppShortcut``: text with the app's name and, at most once, one of the intent's parameters.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with `${applicationName}` and `${parameter}` where they were interpolated.
    public let text: String

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The pieces of a phrase, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A token: `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            switch token {
            case .applicationName: text += "${applicationName}"
            }
        }

        /// One of the intent's parameters: `\(\.$drink)`.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// What a phrase may name besides text.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name, which every phrase must contain on iOS.
    case applicationName
}

/// The colours of shortcut tiles in the Shortcuts app.
public enum ShortcutTileColor: Sendable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

/// Builds ``AppShortcutsProvider/appShortcuts`` from shortcuts, `if`s and `for` loops.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] { component ?? [] }
    public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
    public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] { components.flatMap { $0 } }
    public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] { component }
}
