import WidgetSDK

/// The intent the seed's second example runs from its Toggle and Buttons, which the
/// tutorial uses without declaring: it counts taps in the host's store and logs them.
struct TestIntent: AppIntent {
    static let title: LocalizedStringResource = "Test"
    static let description = IntentDescription("Counts the taps on the styled Toggle and Buttons.")

    func perform() async throws -> some IntentResult {
        let taps = HostDefaults.standard.integer(forKey: "testIntentTaps") + 1
        HostDefaults.standard.set(taps, forKey: "testIntentTaps")
        WidgetLog.info("TestIntent tapped \(taps) times")
        return .result()
    }
}

/// One entry; the seed's view reads nothing from it, as in Xcode's template.
struct SimpleEntry: TimelineEntry {
    let date: Date
}

/// The `Provider` the seed's `widgetEntryView` names (`Provider.Entry`): a single entry, reloaded only when asked.
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: WidgetClock.now)
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: WidgetClock.now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: WidgetClock.now)], policy: .never))
    }
}

/// The widget of the seed's second example: a flashing text, a Toggle and a Button in custom styles, and a borderless Button.
struct StylesWidget: Widget {
    let kind: String = "appIntents.styles"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            widgetEntryView(entry: entry)
        }
        .configurationDisplayName("Toggle and Button styles")
        .description("A Toggle and Buttons whose custom styles change with their state.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
