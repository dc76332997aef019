import Foundation
import WidgetHost
import WidgetTestSupport

/// The isolation the library-level tests run plugins with: in process, unless
/// `WIDGETHOST_ISOLATION=worker` asks for plugin workers (the built `widgethost` binary).
enum TestIsolation {
    static var fromEnvironment: PluginIsolation {
        guard ProcessInfo.processInfo.environment["WIDGETHOST_ISOLATION"] == "worker" else { return .inProcess }
        return .worker(WorkerOptions(executable: BuiltProducts.widgethost))
    }
}

extension TestIsolation {
    /// Both modes, for tests that run in each: in process, and in workers whose calls may wait
    /// as long as the test holds them.
    static let both: [PluginIsolation] = [.inProcess, .worker(WorkerOptions(executable: BuiltProducts.widgethost, callTimeout: 600))]
}
