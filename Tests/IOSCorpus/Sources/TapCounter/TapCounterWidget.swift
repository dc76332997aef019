// swift-format-ignore-file
//
//  TapCounterWidget.swift
//  TapCounter
//

import WidgetKit
import SwiftUI
import AppIntents

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry {
        CountEntry(date: Date(), count: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> ()) {
        completion(CountEntry(date: Date(), count: UserDefaults.shared.integer(forKey: "count")))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = CountEntry(date: Date(), count: UserDefaults.shared.integer(forKey: "count"))
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct TapCounterWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            CircularCountView()
        default:
            VStack(spacing: 10) {
                Text("Count: \(entry.count)")
                    .font(.title.bold())
                    .contentTransition(.numericText())
                HStack {
                    Button(intent: ResetCountIntent()) {
                        Image(systemName: "arrow.counterclockwise")
                    }
                    .tint(.gray)
                    Button(intent: IncrementCountIntent()) {
                        Label("Tap", systemImage: "plus")
                    }
                    .tint(.indigo)
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

/// The Lock Screen shows the count as stored, read straight from the shared defaults.
struct CircularCountView: View {
    @AppStorage("count", store: UserDefaults(suiteName: "group.com.example.tapcounter")) private var count = 0

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            Text("\(count)")
                .font(.title2.bold())
        }
    }
}

struct TapCounterWidget: Widget {
    let kind: String = "TapCounterWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            TapCounterWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Tap Counter")
        .description("Counts your taps.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    TapCounterWidget()
} timeline: {
    CountEntry(date: .now, count: 0)
    CountEntry(date: .now, count: 1)
    CountEntry(date: .now, count: 42)
}
