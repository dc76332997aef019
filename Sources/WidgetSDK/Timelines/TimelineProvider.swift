/// Provides the entries of a widget without configuration (`StaticConfiguration`),
/// with completion handlers as in WidgetKit.
///
/// ```swift
/// struct Provider: TimelineProvider {
///     func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: WidgetClock.now) }
///     func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
///         completion(SimpleEntry(date: WidgetClock.now))
///     }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
///         completion(Timeline(entries: [SimpleEntry(date: WidgetClock.now)], policy: .never))
///     }
/// }
/// ```
/// Call each completion handler exactly once; later calls are ignored.
public protocol TimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// What the provider knows about the widget.
    typealias Context = TimelineProviderContext

    /// An entry with sample data, returned at once, for galleries and redacted views.
    func placeholder(in context: Context) -> Entry
    /// One entry for a preview, delivered through `completion`.
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries and the reload policy, delivered through `completion`.
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Provides the entries of a widget configured by an intent (`AppIntentConfiguration`), with async calls.
///
/// ```swift
/// struct AppIntentsProvider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> AppIntentsEntry { AppIntentsEntry(date: WidgetClock.now) }
///     func snapshot(for configuration: ConfigurationIntent, in context: Context) async -> AppIntentsEntry { ... }
///     func timeline(for configuration: ConfigurationIntent, in context: Context) async -> Timeline<AppIntentsEntry> { ... }
/// }
/// ```
public protocol AppIntentTimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider knows about the widget.
    typealias Context = TimelineProviderContext

    /// An entry with sample data, returned at once, for galleries and redacted views.
    func placeholder(in context: Context) -> Entry
    /// One entry for a preview of the widget configured by `configuration`.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// The entries and the reload policy of the widget configured by `configuration`.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured widgets, for platforms without a configuration screen; none by default.
    /// As on iOS, where people configure widgets themselves, WidgetHost does not ask for them.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// No recommendations.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured widget: a configuration intent and its description, as
/// ``AppIntentTimelineProvider/recommendations()`` returns them.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// The configuration.
    public let intent: Intent
    /// What people read.
    public let description: Text

    /// A recommendation described by `description`.
    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.description = description
    }

    /// A recommendation described by `description`.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.init(intent: intent, description: Text(description.description))
    }

    /// A recommendation described by `description`.
    public init<Description: StringProtocol>(intent: Intent, description: Description) {
        self.init(intent: intent, description: Text(String(description)))
    }
}

/// Provides the entries of a widget configured by an intent (`IntentConfiguration`), with completion handlers.
///
/// WidgetKit's version takes a SiriKit `INIntent`; Linux has no SiriKit, so
/// here the intent is a ``WidgetConfigurationIntent``, exactly as for
/// ``AppIntentTimelineProvider``. Call each completion handler exactly once; later calls are ignored.
public protocol IntentTimelineProvider {
    /// The entry type.
    associatedtype Entry: TimelineEntry
    /// The configuration intent.
    associatedtype Intent: WidgetConfigurationIntent
    /// What the provider knows about the widget.
    typealias Context = TimelineProviderContext

    /// An entry with sample data, returned at once, for galleries and redacted views.
    func placeholder(in context: Context) -> Entry
    /// One entry for a preview of the widget configured by `configuration`, delivered through `completion`.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    /// The entries and the reload policy of the widget configured by `configuration`, delivered through `completion`.
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}
