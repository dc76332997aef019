// swift-format-ignore-file
// From seed 001_e10087e896568d26, changed only as WidgetSDK's PortingFromiOS article lists.
import WidgetKit
import SwiftUI

struct TaskWidget: Widget {
    let kind: String = "TaskWidget"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectTaskIntent.self, provider: Provider()) { entry in
            TaskWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("任务Widget")
        .description("展示你选择的任务详情")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

// Widget数据提供者
struct Provider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TaskEntry {
        TaskEntry(date: Date(), task: TaskItem(title: "示例任务", content: "这是一个示例任务内容"))
    }

    func getSnapshot(for configuration: SelectTaskIntent, in context: Context, completion: @escaping (TaskEntry) -> ()) {
        let entry = TaskEntry(date: Date(), task: configuration.task)
        completion(entry)
    }

    func getTimeline(for configuration: SelectTaskIntent, in context: Context, completion: @escaping (Timeline<TaskEntry>) -> ()) {
        let entries = [TaskEntry(date: Date(), task: configuration.task)]
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

// Widget条目模型
struct TaskEntry: TimelineEntry {
    let date: Date
    let task: TaskItem
}

// Widget界面
struct TaskWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(entry.task.title)
                .font(.headline)
                .strikethrough(entry.task.isCompleted)
            Text(entry.task.content)
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .padding()
    }
}
