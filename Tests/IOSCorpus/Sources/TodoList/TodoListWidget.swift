// swift-format-ignore-file
//
//  TodoListWidget.swift
//  TodoList
//

import WidgetKit
import SwiftUI
import SwiftData
import AppIntents

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> ()) {
        completion(SimpleEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        // The view reads the tasks with @Query; the app and the intents reload us when they change.
        let timeline = Timeline(entries: [SimpleEntry(date: Date())], policy: .never)
        completion(timeline)
    }
}

struct SimpleEntry: TimelineEntry {
    let date: Date
}

struct TodoListWidgetEntryView : View {
    var entry: Provider.Entry

    @Environment(\.widgetFamily) private var family
    @Query(sort: \Task.createdAt, order: .forward) private var tasks: [Task]

    private var completedCount: Int {
        tasks.filter(\.isCompleted).count
    }

    private var maxVisibleTasks: Int {
        family == .systemLarge ? 8 : 3
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label("To-Do", systemImage: "checklist")
                    .font(.headline)
                    .foregroundStyle(.tint)
                Spacer()
                Text("\(completedCount) of \(tasks.count) done")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            if tasks.isEmpty {
                Spacer()
                Text("Nothing to do. Enjoy your day!")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity)
                Spacer()
            } else {
                ForEach(tasks.prefix(maxVisibleTasks)) { task in
                    TaskRow(task: task)
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct TaskRow: View {
    let task: Task

    var body: some View {
        Toggle(isOn: task.isCompleted, intent: ToggleTaskIntent(taskID: task.id)) {
            Text(task.title)
                .font(.subheadline)
                .strikethrough(task.isCompleted)
                .foregroundStyle(task.isCompleted ? .secondary : .primary)
                .lineLimit(1)
        }
        .toggleStyle(CheckmarkToggleStyle())
    }
}

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? Color.green : Color.secondary)
                .imageScale(.large)
            configuration.label
            Spacer()
        }
    }
}

struct TodoListWidget: Widget {
    let kind: String = "TodoListWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            TodoListWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .modelContainer(sharedModelContainer)
        }
        .configurationDisplayName("To-Do List")
        .description("Check off your to-dos right from the Home Screen.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

#Preview(as: .systemMedium) {
    TodoListWidget()
} timeline: {
    SimpleEntry(date: .now)
}

#Preview("Task row") {
    TaskRow(task: Task(title: "Buy groceries"))
        .padding()
        .modelContainer(for: Task.self, inMemory: true)
}
