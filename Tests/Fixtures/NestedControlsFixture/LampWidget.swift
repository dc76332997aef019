import WidgetSDK

// A Swift SDK test plugin whose controls hold controls: a Toggle in a custom ToggleStyle whose
// body holds a Button(intent:), and a Button in a custom ButtonStyle whose body holds another.

/// Counts the taps of the button called `name` in the host's store.
struct CountTapIntent: AppIntent {
    static let title: LocalizedStringResource = "Count a Tap"

    @Parameter(title: "Name") var name: String

    init() {}
    init(name: String) { self.name = name }

    func perform() async throws -> some IntentResult {
        HostDefaults.standard.set(HostDefaults.standard.integer(forKey: "taps.\(name)") + 1, forKey: "taps.\(name)")
        return .result()
    }
}

/// Switches the lamp on or off.
struct SwitchLampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Switch the Lamp"

    @Parameter(title: "On") var value: Bool

    init() {}

    func perform() async throws -> some IntentResult {
        HostDefaults.standard.set(value, forKey: "lamp")
        return .result()
    }
}

/// A toggle drawn as its label, its state and a button that counts resets.
struct ResettableToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isOn ? "on" : "off")
            Button(intent: CountTapIntent(name: "reset")) { Text("Reset") }
        }
    }
}

/// A button drawn with a badge button beside its label (in the plain style, or it would hold one itself).
struct BadgeButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(intent: CountTapIntent(name: "badge")) { Text("Badge") }.buttonStyle(.plain)
        }
    }
}

struct LampEntry: TimelineEntry {
    let date: Date
    let isOn: Bool
    let taps: String
}

struct LampProvider: TimelineProvider {
    func placeholder(in context: Context) -> LampEntry { entry() }

    func getSnapshot(in context: Context, completion: @escaping (LampEntry) -> Void) { completion(entry()) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LampEntry>) -> Void) {
        completion(Timeline(entries: [entry()], policy: .never))
    }

    private func entry() -> LampEntry {
        let taps = ["reset", "badge", "main"].map { "\($0) \(HostDefaults.standard.integer(forKey: "taps.\($0)"))" }
        return LampEntry(date: WidgetClock.now, isOn: HostDefaults.standard.bool(forKey: "lamp"), taps: taps.joined(separator: ", "))
    }
}

struct LampWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Lamp", provider: LampProvider()) { entry in
            VStack {
                Text("Taps: \(entry.taps)")
                Toggle("Lamp", isOn: entry.isOn, intent: SwitchLampIntent()).toggleStyle(ResettableToggleStyle())
                Button(intent: CountTapIntent(name: "main")) { Text("Main") }.buttonStyle(BadgeButtonStyle())
            }
        }
        .configurationDisplayName("Lamp")
        .supportedFamilies([.systemMedium])
    }
}

struct LampWidgets: WidgetBundle {
    var body: some Widget { LampWidget() }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(LampWidgets.self) }
