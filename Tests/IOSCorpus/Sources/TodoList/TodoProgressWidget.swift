// swift-format-ignore-file
//
//  TodoProgressWidget.swift
//  TodoList
//

import WidgetKit
import SwiftUI
import SwiftData

struct ProgressEntry: TimelineEntry {
    let date: Date
    let completed: Int
    let total: Int
}

struct ProgressProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProgressEntry {
        ProgressEntry(date: Date(), completed: 2, total: 5)
    }

    func getSnapshot(in context: Context, completion: @escaping (ProgressEntry) -> ()) {
        completion(context.isPreview ? placeholder(in: context) : currentEntry())
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ProgressEntry>) -> ()) {
        completion(Timeline(entries: [currentEntry()], policy: .never))
    }

    private func currentEntry() -> ProgressEntry {
        let context = ModelContext(sharedModelContainer)
        let total = (try? context.fetchCount(FetchDescriptor<Task>())) ?? 0
        let done = FetchDescriptor<Task>(predicate: #Predicate { $0.isCompleted })
        let completed = (try? context.fetchCount(done)) ?? 0
        return ProgressEntry(date: Date(), completed: completed, total: total)
    }
}

struct TodoProgressWidget: Widget {
    let kind: String = "TodoProgressWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ProgressProvider()) { entry in
            Gauge(value: Double(entry.completed), in: 0...Double(max(entry.total, 1))) {
                Image(systemName: "checklist")
            } currentValueLabel: {
                Text("\(entry.completed)")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Progress")
        .description("How many of your to-dos are done, on the Lock Screen.")
        .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    TodoProgressWidget()
} timeline: {
    ProgressEntry(date: .now, completed: 1, total: 4)
    ProgressEntry(date: .now, completed: 4, total: 4)
}
