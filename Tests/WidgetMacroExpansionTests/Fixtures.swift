import Foundation

/// Messages the compiler sent the macro plugin, captured once from a real build (see Fixtures/README.md),
/// and source text the tests share.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<name>.json`: one message, as the compiler framed it (without the length).
    static func message(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent("\(name).json")))
    }

    /// `Fixtures/<name>.json` as a JSON object.
    static func object(_ name: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try message(name))) as? [String: Any] ?? [:]
    }

    /// Seed 001's model class, as the compiler sends it in `declSyntax` (with its attribute).
    static let taskItemDeclaration = """

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
        """
}
