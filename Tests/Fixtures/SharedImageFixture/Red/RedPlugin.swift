import WidgetSDK

// One of two plugins linked into one image with one copy of WidgetSDK (the other is Blue):
// both name their intent PaintIntent and both use the same App Group suite, the host's store and its clock.

/// Adds coats of red paint: counted in the host's store, the last one kept in the shared suite.
struct PaintIntent: AppIntent {
    static let title: LocalizedStringResource = "Paint Red"

    @Parameter(title: "Coats") var coats: Int

    init() {}
    init(coats: Int) { self.coats = coats }

    func perform() async throws -> some ReturnsValue<String> {
        let total = HostDefaults.standard.integer(forKey: "coats") + coats
        HostDefaults.standard.set(total, forKey: "coats")
        UserDefaults(suiteName: "group.dev.widgethost.paint")?.set("red \(coats)", forKey: "last")
        return .result(value: "red coats \(total) at \(Int(WidgetClock.now.timeIntervalSince1970))")
    }
}

struct RedEntry: TimelineEntry {
    let date: Date
}

struct RedProvider: TimelineProvider {
    func placeholder(in context: Context) -> RedEntry { RedEntry(date: WidgetClock.now) }
    func getSnapshot(in context: Context, completion: @escaping (RedEntry) -> Void) { completion(RedEntry(date: WidgetClock.now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RedEntry>) -> Void) {
        completion(Timeline(entries: [RedEntry(date: WidgetClock.now)], policy: .never))
    }
}

struct RedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "red", provider: RedProvider()) { _ in
            Button(intent: PaintIntent(coats: 1)) { Text("Paint it red") }
        }
    }
}

/// Red's entry, under a name of its own: Blue's is in the same image.
@c(shared_image_red_entry) public func sharedImageRedEntry() -> UnsafeRawPointer { exportPlugin(RedWidget.self) }
