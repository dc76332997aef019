// swift-format-ignore-file
// From seed 001_e10087e896568d26, changed only as WidgetSDK's PortingFromiOS article lists.
import SwiftData
import AppIntents

@Model
class TaskItem: Identifiable, Equatable, Hashable, AppEntity {
    // SwiftData存储属性
    var id: UUID
    var title: String
    var content: String
    var isCompleted: Bool
    
    // AppEntity协议配置
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "任务列表"
    static var typeDisplayName: LocalizedStringResource = "任务"
    
    // 指定默认查询类
    typealias DefaultQueryType = TaskItemQuery
    static var defaultQuery: TaskItemQuery = TaskItemQuery()
    
    // 实体在配置界面的展示信息
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: .init(stringLiteral: title),
            subtitle: .init(stringLiteral: isCompleted ? "已完成" : "未完成")
        )
    }
    
    // 初始化方法
    init(id: UUID = UUID(), title: String, content: String, isCompleted: Bool = false) {
        self.id = id
        self.title = title
        self.content = content
        self.isCompleted = isCompleted
    }
    
    // Equatable协议实现
    static func == (lhs: TaskItem, rhs: TaskItem) -> Bool {
        lhs.id == rhs.id
    }
    
    // Hashable协议实现
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
