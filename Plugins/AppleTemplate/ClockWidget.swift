// swift-format-ignore-file
// Written as Xcode's widget template and Apple's documentation write it; built unchanged.
import WidgetKit
import SwiftUI

struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> ()) {
        let entry = ClockEntry(date: Date())
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let midnight = Calendar.current.startOfDay(for: Date())
        let nextMidnight = Calendar.current.date(byAdding: .day, value: 1, to: midnight)!
        let entries = [ClockEntry(date: midnight)]
        let timeline = Timeline(entries: entries, policy: .after(nextMidnight))
        completion(timeline)
    }
}

struct ClockEntry: TimelineEntry {
    let date: Date
}

struct ClockWidget: Widget {
    let kind = "ClockWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ClockProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.date, style: .date)
                    .font(.headline)
                Text(entry.date, style: .timer)
                    .monospacedDigit()
                LikeButton()
            }
            .containerBackground(for: .widget) {
                Color.blue.opacity(0.2)
            }
        }
        .configurationDisplayName("Clock")
        .description("Today's date.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}

struct LikeIntent: AppIntent {
    static var title: LocalizedStringResource = "Like"

    @Parameter(title: "Item")
    var item: String

    init() {}

    init(item: String) {
        self.item = item
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        WidgetCenter.shared.reloadTimelines(ofKind: "ClockWidget")
        return .result(dialog: "Liked \(item).")
    }
}

struct LikeButton: View {
    var body: some View {
        Button(intent: LikeIntent(item: "clock")) {
            Label("Like", systemImage: "heart.fill")
        }
        .buttonStyle(.plain)
        .invalidatableContent()
    }
}

@main
struct ExampleWidgets: WidgetBundle {
    var body: some Widget {
        EmojiWidget()
        ClockWidget()
    }
}
