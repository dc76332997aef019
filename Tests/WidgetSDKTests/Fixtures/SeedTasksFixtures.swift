import WidgetSDK

/// Seed 001 (configuring a widget with a SwiftData task): a class entity with
/// UUID ids, its `EntityStringQuery`, and an `IntentConfiguration` fed by an
/// `IntentTimelineProvider`. The store is a fixed list instead of SwiftData.
enum SeedTasks {
    static let writeTests = TaskItem(
        id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, title: "Write tests", content: "for the SDK", isCompleted: true)
    static let shipIt = TaskItem(
        id: UUID(uuidString: "0F3C4B6A-2D51-4E83-9A7B-1C2D3E4F5A6B")!, title: "Ship it", content: "to the host")
    static let tasks = [writeTests, shipIt]

    final class TaskItem: Identifiable, Equatable, Hashable, AppEntity {
        let id: UUID
        let title: String
        let content: String
        let isCompleted: Bool

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "任务列表"
        static let typeDisplayName: LocalizedStringResource = "任务"

        typealias DefaultQueryType = TaskItemQuery
        static let defaultQuery: TaskItemQuery = TaskItemQuery()

        var displayRepresentation: DisplayRepresentation {
            DisplayRepresentation(
                title: .init(stringLiteral: title),
                subtitle: .init(stringLiteral: isCompleted ? "已完成" : "未完成")
            )
        }

        init(id: UUID = UUID(), title: String, content: String, isCompleted: Bool = false) {
            self.id = id
            self.title = title
            self.content = content
            self.isCompleted = isCompleted
        }

        static func == (lhs: TaskItem, rhs: TaskItem) -> Bool {
            lhs.id == rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }

    struct TaskItemQuery: EntityStringQuery {
        typealias Entity = TaskItem

        func entities(matching string: String) async throws -> [TaskItem] {
            SeedTasks.tasks.filter { $0.title.localizedStandardContains(string) || $0.content.localizedStandardContains(string) }
        }

        func entities(for identifiers: [UUID]) async throws -> [TaskItem] {
            SeedTasks.tasks.filter { identifiers.contains($0.id) }
        }
    }

    struct SelectTaskIntent: AppIntent, WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "选择任务"
        static let description: IntentDescription = .init(stringLiteral: "选择要在Widget中展示的任务")

        @Parameter(title: "任务") var task: TaskItem
    }

    struct Provider: IntentTimelineProvider {
        func placeholder(in context: Context) -> TaskEntry {
            TaskEntry(date: Date(timeIntervalSince1970: 1_700_000_000), task: TaskItem(title: "示例任务", content: "这是一个示例任务内容"))
        }

        func getSnapshot(for configuration: SelectTaskIntent, in context: Context, completion: @escaping (TaskEntry) -> Void) {
            let entry = TaskEntry(date: Date(timeIntervalSince1970: 1_700_000_000), task: configuration.task)
            completion(entry)
        }

        func getTimeline(for configuration: SelectTaskIntent, in context: Context, completion: @escaping (Timeline<TaskEntry>) -> Void) {
            let entries = [TaskEntry(date: Date(timeIntervalSince1970: 1_700_000_000), task: configuration.task)]
            let timeline = Timeline(entries: entries, policy: .atEnd)
            completion(timeline)
            completion(Timeline(entries: [], policy: .never))
        }
    }

    struct TaskEntry: TimelineEntry {
        let date: Date
        let task: TaskItem
    }

    struct TaskWidgetEntryView: View {
        var entry: Provider.Entry

        var body: some View {
            TestStack {
                TestText(entry.task.title)
                TestText(entry.task.content)
            }
        }
    }

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
}
