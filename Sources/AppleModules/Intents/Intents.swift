// Apple's module name, so widget code written for iOS 14–16 keeps its `import Intents`: SiriKit's
// `INIntent` and `INObject`, and the `ConfigurationIntent` Xcode's widget template generates from its
// intent definition (one with no parameters), as a WidgetSDK configuration intent, so the template's
// `IntentTimelineProvider` and `IntentConfiguration(kind:intent:provider:)` build and run unchanged.
// An intent definition with parameters of its own is not read: rewrite it as a `WidgetConfigurationIntent`
// (see PortingFromiOS.md).
@_exported import WidgetSDK

/// SiriKit's base class of intents. WidgetHost has no SiriKit: subclasses are plain objects.
open class INIntent: @unchecked Sendable {
    /// A title for people, if set.
    open var suggestedInvocationPhrase: String?

    public required init() {}
}

/// The configuration intent of Xcode's widget template (iOS 14–16), as its intent definition generates it
/// with no parameters of its own.
///
/// ```swift
/// IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: Provider()) { entry in
///     MyWidgetEntryView(entry: entry)
/// }
/// ```
public final class ConfigurationIntent: INIntent, WidgetConfigurationIntent, @unchecked Sendable {
    public static var title: LocalizedStringResource { "Configuration" }

    public required init() {
        super.init()
    }
}

/// A value of a custom type in an intent definition: an identifier and how it is shown.
open class INObject: @unchecked Sendable, Hashable {
    /// The value's identifier.
    public let identifier: String?
    /// How the value is shown.
    public let displayString: String
    /// A second line, if any.
    public let subtitleString: String?

    public init(identifier: String?, display displayString: String, subtitle subtitleString: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
    }

    public static func == (lhs: INObject, rhs: INObject) -> Bool {
        lhs.identifier == rhs.identifier && lhs.displayString == rhs.displayString
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(displayString)
    }
}
