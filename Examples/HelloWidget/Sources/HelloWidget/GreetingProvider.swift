import WidgetSDK

/// What the widget shows at one moment.
struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
    let waves: Int
}

/// The widget's timeline: an entry now and one every hour for two hours; then a new timeline.
struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: WidgetClock.now, name: "World", waves: 0)
    }

    func snapshot(for configuration: ConfigureGreeting, in context: Context) async -> GreetingEntry {
        GreetingEntry(date: WidgetClock.now, name: configuration.name, waves: HostDefaults.standard.integer(forKey: "waves"))
    }

    func timeline(for configuration: ConfigureGreeting, in context: Context) async -> Timeline<GreetingEntry> {
        let now = WidgetClock.now
        let waves = HostDefaults.standard.integer(forKey: "waves")
        let entries = (0..<3).map { hour in
            GreetingEntry(date: now.addingTimeInterval(Double(hour) * 3600), name: configuration.name, waves: waves)
        }
        return Timeline(entries: entries, policy: .after(now.addingTimeInterval(3 * 3600)))
    }
}
