// swift-format-ignore-file
// From seed 003_31ecd0af7615c753, changed only as WidgetSDK's PortingFromiOS article lists.
import AppIntents

// 全局存储结果
struct NumberManager {
    static var number: Int { get { HostDefaults.standard.integer(forKey: "number") } set { HostDefaults.standard.set(newValue, forKey: "number") } }
}

struct MyCalculateIntent: AppIntent {
    // 标题
    static var title: LocalizedStringResource = "My Calculate Task"
    // 描述
    static var description: IntentDescription = IntentDescription("My Calculate Number Task")
    
    // 定义一个变量value
    @Parameter(title: "value")
    var value: Int
    
    init() { }
    init(value: Int) {
       self.value = value
    }
    
    // 计算结果,结果存储到全局
    func perform() async throws -> some IntentResult {
        NumberManager.number += value
        return .result()
    }
}
