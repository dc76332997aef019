import WidgetSDK

// A Swift SDK test plugin with a `#Preview` of every form Apple documents: views (named, unnamed,
// with traits), widgets with listed entries (with and without an intent) and with providers
// (static, app intent, intent), and a Live Activity.

/// The entry both widgets show.
struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// A view that shows a count.
struct CountView: View {
    let count: Int
    var body: some View {
        Text("Count \(count)")
    }
}

/// A static widget counting up.
struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PreviewCount", provider: CountProvider()) { entry in
            CountView(count: entry.count)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// Two entries an hour apart, from 1700000000.
struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(timeIntervalSince1970: 1_700_000_000), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = [CountEntry(date: start, count: 1), CountEntry(date: start.addingTimeInterval(3600), count: 2)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// The greeting widget's configuration.
struct GreetingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"

    @Parameter(title: "Name", default: "World")
    var name: String
}

extension GreetingIntent {
    /// A configured intent for previews, as Xcode's template writes them.
    static var ada: GreetingIntent {
        let intent = GreetingIntent()
        intent.name = "Ada"
        return intent
    }
}

/// The greeting widget's entry.
struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
}

/// Greets the configured name.
struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: Date(timeIntervalSince1970: 1_700_000_000), name: "…") }
    func snapshot(for configuration: GreetingIntent, in context: Context) async -> GreetingEntry { placeholder(in: context) }
    func timeline(for configuration: GreetingIntent, in context: Context) async -> Timeline<GreetingEntry> {
        Timeline(entries: [GreetingEntry(date: Date(timeIntervalSince1970: 1_700_000_000), name: configuration.name)], policy: .never)
    }
}

/// A widget configured by an app intent.
struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PreviewGreeting", intent: GreetingIntent.self, provider: GreetingProvider()) { entry in
            Text("Hello, \(entry.name)")
        }
    }
}

/// The same greeting through a completion-handler provider.
struct LegacyGreetingProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: Date(timeIntervalSince1970: 1_700_000_000), name: "…") }
    func getSnapshot(for configuration: GreetingIntent, in context: Context, completion: @escaping (GreetingEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(for configuration: GreetingIntent, in context: Context, completion: @escaping (Timeline<GreetingEntry>) -> Void) {
        completion(
            Timeline(entries: [GreetingEntry(date: Date(timeIntervalSince1970: 1_700_000_000), name: configuration.name)], policy: .never))
    }
}

/// A widget configured by an intent, with completion handlers.
struct LegacyGreetingWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "PreviewLegacyGreeting", intent: GreetingIntent.self, provider: LegacyGreetingProvider()) { entry in
            Text("Hi, \(entry.name)")
        }
    }
}

/// The plugin's widgets.
struct PreviewFixtureWidgets: WidgetBundle {
    var body: some Widget {
        CountWidget()
        GreetingWidget()
        LegacyGreetingWidget()
    }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(PreviewFixtureWidgets.self)
}
