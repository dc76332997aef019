import WidgetSDK

// A small widget of the test target's own (Swift 6 mode), for what the Counter seed does not
// have: an AppIntentConfiguration, a result with a value and a dialog, a SetValueIntent toggle,
// an App Group suite, a reload request and a provider that reads its context.

/// Who the widget greets.
struct GreetingConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"

    @Parameter(title: "Name", default: "World")
    var name: String

    init() {}
}

/// Adds `amount` to the total kept in the App Group suite and asks for the widget's reload.
struct AddToTotalIntent: AppIntent {
    static let title: LocalizedStringResource = "Add"

    @Parameter(title: "Amount", default: 1)
    var amount: Int

    init() {}

    init(amount: Int) {
        self.amount = amount
    }

    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
        let shared = UserDefaults(suiteName: "group.widgetsdktesting.fixture")
        let total = (shared?.integer(forKey: "total") ?? 0) + amount
        shared?.set(total, forKey: "total")
        WidgetCenter.shared.reloadTimelines(ofKind: "Greeting")
        return .result(value: total, dialog: "Total \(total)")
    }
}

/// The toggle's intent: the host sets `value` to the toggle's new state.
struct SetAwayIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Away"

    @Parameter(title: "Away")
    var value: Bool

    init() {}

    func perform() async throws -> some IntentResult {
        HostDefaults.standard.set(value, forKey: "away")
        return .result()
    }
}

struct GreetingEntry: TimelineEntry {
    let date: Date
    let name: String
    let total: Int
    let away: Bool
    let isPreview: Bool
}

/// An entry now and one a minute later; the total from the App Group suite.
struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> GreetingEntry {
        GreetingEntry(date: WidgetClock.now, name: "…", total: 0, away: false, isPreview: context.isPreview)
    }

    func snapshot(for configuration: GreetingConfiguration, in context: Context) async -> GreetingEntry {
        entry(at: WidgetClock.now, for: configuration, in: context)
    }

    func timeline(for configuration: GreetingConfiguration, in context: Context) async -> Timeline<GreetingEntry> {
        let now = WidgetClock.now
        return Timeline(
            entries: [
                entry(at: now, for: configuration, in: context), entry(at: now.addingTimeInterval(60), for: configuration, in: context),
            ],
            policy: .after(now.addingTimeInterval(3600)))
    }

    private func entry(at date: Date, for configuration: GreetingConfiguration, in context: Context) -> GreetingEntry {
        let total = UserDefaults(suiteName: "group.widgetsdktesting.fixture")?.integer(forKey: "total") ?? 0
        return GreetingEntry(
            date: date, name: configuration.name, total: total, away: HostDefaults.standard.bool(forKey: "away"),
            isPreview: context.isPreview)
    }
}

struct GreetingView: View {
    var entry: GreetingEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Hello, \(entry.name)!")
                .font(.headline)
            Text("Total \(entry.total)")
                .opacity(0.5)
            if entry.isPreview { Text("Preview") }
            Button(intent: AddToTotalIntent(amount: 2)) { Text("Add 2") }
            Toggle(isOn: entry.away, intent: SetAwayIntent()) { Text("Away") }
        }
        .padding(4)
        .containerBackground(for: .widget) { Color.blue }
    }
}

struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Greeting", intent: GreetingConfiguration.self, provider: GreetingProvider()) { entry in
            GreetingView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
