// swift-format-ignore-file
// From seed 000_be98c9fb0477925d, changed only as WidgetSDK's PortingFromiOS article lists.
import AppIntents
import SwiftUI
import WidgetKit

/// 点击交互用AppIntent
@available(iOS 17.0, *)
struct ButtonIntent: AppIntent {
    static var title: LocalizedStringResource = "button press"
    static var description: IntentDescription? = IntentDescription(stringLiteral: "none")
    
    @Parameter(title: "edit message")
    var widgetEdit: String?
    
    init() { }
    init(widgetEdit: String? = "none") {
        self.widgetEdit = widgetEdit
    }
    
    func perform() async throws -> some IntentResult {
        print("小组件编辑: \(widgetEdit ?? "none")")
       
        return .result()
    }
}


/// 用于配置小组件编辑用AppIntent
@available(iOS 17.0, *)
struct ConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "个性化设置"
    static var description: IntentDescription? = IntentDescription(stringLiteral: "背景配置")
    
    @Parameter(title: "小组件背景")
    var bgColor: AppIntentsColor?
  
    //用于编辑弹窗显示哪几项 @Parameter, 在系统编辑栏这里只配置了颜色
    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$bgColor
        }
    }
    
    //============================小组件背景类型============================
    struct AppIntentsColor: AppEntity, Identifiable {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "color entity")
        static let defaultQuery = AppIntentsColorQuery()
        
        let id: String
        let display: String //标题
        var displayRepresentation: DisplayRepresentation {
            .init(title: "\(display)")
        }
        
        init(identifier: String, display: String) {
            self.id = identifier
            self.display = display
        }
    }
    struct AppIntentsColorQuery: EntityStringQuery {
        
        let colors: [AppIntentsColor] = [
            AppIntentsColor(identifier: "dark", display: "黑色"),
            AppIntentsColor(identifier: "light", display: "白色")
        ]
        
        func entities(matching string: String) async throws -> [AppIntentsColor] {
            colors.filter { String($0.display.lowercased()).contains(string.lowercased()) }
        }
    
        func entities(for identifiers: [String]) async throws -> [AppIntentsColor] {
            colors.filter { identifiers.contains($0.id) }
        }
        
        func suggestedEntities() async throws -> [AppIntentsColor] {
            colors
        }
        
        func defaultResult() async -> AppIntentsColor? {
            colors.last
        }
    }
    //==============================================================
}


///Entry
@available(iOS 17.0, *)
struct AppIntentsEntry: TimelineEntry {
    var date: Date
    var editMessage: String?
}

///Provider
@available(iOS 17.0, *)
struct AppIntentsProvider: AppIntentTimelineProvider {
    typealias Entry = AppIntentsEntry
    typealias Intent = ConfigurationIntent
    func placeholder(in context: Context) -> Entry {
        Entry(date: Date(), editMessage: "none")
    }
    func snapshot(for configuration: Intent, in context: Context) async -> Entry {
        Entry(date: Date(), editMessage: "none")
    }
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
         // configuration.bgColor 这里可以获取到编辑的参数
        let entry = Entry(date: Date(), editMessage: configuration.bgColor?.display ?? "none")
        return Timeline(entries: [entry], policy: .never)
    }
}

/// View
@available(iOS 17.0, *)
struct AppIntentsView: View {
    let entry: AppIntentsEntry
    var body: some View {
        VStack(spacing: 10) {
            Toggle("toggle 当前编辑", isOn: false, intent: ButtonIntent(widgetEdit: entry.editMessage))
                .frame(height: 44)
                .background(Color.red)
            
            Button("button 当前编辑", intent: ButtonIntent(widgetEdit: entry.editMessage))
                .frame(height: 44)
                .background(Color.red)
        }
    }
}


/// 整合 AppIntent | Provider | Entry | View,  输出widget
@available(iOS 17.0, *)
struct AppIntentsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "appIntents.kind", intent: ConfigurationIntent.self, provider: AppIntentsProvider()) { entry in
            AppIntentsView(entry: entry)
                .containerBackground(Color.clear, for: .widget)
        }
        .configurationDisplayName("My Widget")
        .description("This is an example widget.")
        .supportedFamilies([.systemSmall,.systemMedium])
    }
}
