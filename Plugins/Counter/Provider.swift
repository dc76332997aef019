import WidgetSDK

/// An entry per hour for the next five hours, as Xcode's widget template provides
/// (the seed uses `Provider.Entry` without showing the provider).
struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: WidgetClock.now)
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
        completion(SimpleEntry(date: WidgetClock.now))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        let currentDate = WidgetClock.now
        let entries = (0..<5).map { hourOffset in
            SimpleEntry(date: Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}
