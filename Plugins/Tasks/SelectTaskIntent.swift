// swift-format-ignore-file
// From seed 001_e10087e896568d26, changed only as WidgetSDK's PortingFromiOS article lists.
import AppIntents

struct SelectTaskIntent: AppIntent, WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "选择任务"
    static var description: IntentDescription = .init(stringLiteral: "选择要在Widget中展示的任务")
    
    // 配置选择参数，关联TaskItem实体
    @Parameter(title: "任务") var task: TaskItem
}
