// swift-format-ignore-file
// From seed 001_e10087e896568d26, changed only as WidgetSDK's PortingFromiOS article lists.
import SwiftData
import AppIntents

struct TaskItemQuery: EntityStringQuery {
    typealias Entity = TaskItem
    
    // 根据关键词搜索匹配任务
    func entities(matching string: String) async throws -> [TaskItem] {
        let container = try ModelContainer(for: TaskItem.self)
        let descriptor = FetchDescriptor<TaskItem>(
            predicate: #Predicate<TaskItem> {
                $0.title.localizedStandardContains(string) || $0.content.localizedStandardContains(string)
            },
            sortBy: [SortDescriptor(\TaskItem.title)]
        )
        return try container.mainContext.fetch(descriptor)
    }
    
    // 根据ID数组获取对应任务
    func entities(for identifiers: [UUID]) async throws -> [TaskItem] {
        let container = try ModelContainer(for: TaskItem.self)
        let descriptor = FetchDescriptor<TaskItem>(
            predicate: #Predicate<TaskItem> { identifiers.contains($0.id) }
        )
        return try container.mainContext.fetch(descriptor)
    }
}
