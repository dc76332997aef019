import WidgetSDK

// The other of two plugins linked into one image with one copy of WidgetSDK (see Red): its
// PaintIntent has another parameter, and its widget shows it as a toggle.

/// Paints blue, glossy or not: the paintings counted in the host's store, the finish kept in the shared suite.
struct PaintIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Paint Blue"

    @Parameter(title: "Glossy") var value: Bool

    init() {}

    func perform() async throws -> some ReturnsValue<String> {
        let paintings = HostDefaults.standard.integer(forKey: "paintings") + 1
        HostDefaults.standard.set(paintings, forKey: "paintings")
        UserDefaults(suiteName: "group.dev.widgethost.paint")?.set(value ? "blue glossy" : "blue matte", forKey: "last")
        return .result(value: "blue paintings \(paintings) at \(Int(WidgetClock.now.timeIntervalSince1970))")
    }
}

struct BlueEntry: TimelineEntry {
    let date: Date
    let glossy: Bool
}

struct BlueProvider: TimelineProvider {
    func placeholder(in context: Context) -> BlueEntry { BlueEntry(date: WidgetClock.now, glossy: false) }
    func getSnapshot(in context: Context, completion: @escaping (BlueEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BlueEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct BlueWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "blue", provider: BlueProvider()) { entry in
            Toggle("Glossy", isOn: entry.glossy, intent: PaintIntent())
        }
    }
}

/// Blue's entry, under a name of its own: Red's is in the same image.
@c(shared_image_blue_entry) public func sharedImageBlueEntry() -> UnsafeRawPointer { exportPlugin(BlueWidget.self) }
