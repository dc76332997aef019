// A file that imports only Foundation, as apps write their App Group helper.
import Foundation

extension UserDefaults {
    /// The App Group's defaults, which an app and its widgets share.
    static let group = UserDefaults(suiteName: "group.dev.widgethost.appstate")!
}
