import WidgetSDK

// 全局存储结果
//
// The seed keeps the number in a process global (`static var number = 0`). A
// widget host runs `perform()` and the timeline in different processes, so the
// number lives in HostDefaults, the host's durable store (the App Group analogue).
struct NumberManager {
    static var number: Int {
        get { HostDefaults.standard.integer(forKey: "number") }
        set { HostDefaults.standard.set(newValue, forKey: "number") }
    }
}
