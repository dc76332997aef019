// swift-format-ignore-file
//
//  WaterTrackerWidget.swift
//  WaterTracker
//

import WidgetKit
import SwiftUI
import AppIntents

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> WaterEntry {
        WaterEntry(date: Date(), glasses: 3, goal: WaterStore.dailyGoal)
    }

    func getSnapshot(in context: Context, completion: @escaping (WaterEntry) -> ()) {
        completion(WaterEntry(date: Date(), glasses: WaterStore.glassesToday, goal: WaterStore.dailyGoal))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = WaterEntry(date: Date(), glasses: WaterStore.glassesToday, goal: WaterStore.dailyGoal)
        // Start from zero again tomorrow.
        let tomorrow = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: Date())!)
        completion(Timeline(entries: [entry], policy: .after(tomorrow)))
    }
}

struct WaterEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int

    var progress: Double {
        Double(glasses) / Double(goal)
    }
}

struct WaterTrackerWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(spacing: 8) {
                ZStack {
                    ProgressRing(progress: entry.progress, lineWidth: 8)
                    VStack(spacing: 0) {
                        Image(systemName: "drop.fill")
                            .foregroundStyle(.blue)
                        Text("\(entry.glasses) of \(entry.goal)")
                            .font(.caption.bold())
                    }
                }
                AddGlassButton()
            }
        default:
            HStack(spacing: 16) {
                GlassView(progress: entry.progress)
                    .frame(width: 64)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Hydration")
                        .font(.headline)
                    Text("\(entry.glasses) of \(entry.goal) glasses")
                        .font(.title3.bold())
                    Text(entry.glasses >= entry.goal ? "Goal reached!" : "Keep going")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                    AddGlassButton()
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct AddGlassButton: View {
    var body: some View {
        Button(intent: AddGlassIntent()) {
            Label("Add Glass", systemImage: "plus")
                .font(.caption.bold())
        }
        .buttonStyle(.borderedProminent)
        .tint(.blue)
    }
}

struct WaterTrackerWidget: Widget {
    let kind: String = "WaterTrackerWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            WaterTrackerWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.blue.opacity(0.08)
                }
        }
        .configurationDisplayName("Water")
        .description("Log a glass of water with one tap.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    WaterTrackerWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 2, goal: 8)
    WaterEntry(date: .now, glasses: 8, goal: 8)
}

#Preview(as: .systemMedium) {
    WaterTrackerWidget()
} timeline: {
    WaterEntry(date: .now, glasses: 5, goal: 8)
}
