import AppIntents
import Foundation
import WidgetKit

/// Adds one to the App Group's count and to the standard defaults' count.
struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource = "Increment"

    func perform() async throws -> some IntentResult {
        UserDefaults.group.set(UserDefaults.group.integer(forKey: "count") + 1, forKey: "count")
        UserDefaults.standard.set(UserDefaults.standard.integer(forKey: "opens") + 1, forKey: "opens")
        return .result()
    }
}

/// Stores a value of every kind `UserDefaults` keeps.
struct StoreValuesIntent: AppIntent {
    static var title: LocalizedStringResource = "Store Values"

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.dev.widgethost.appstate")!
        defaults.set(2.5, forKey: "double")
        defaults.set(true, forKey: "bool")
        defaults.set("soup", forKey: "string")
        defaults.set(Data([1, 2, 3]), forKey: "data")
        defaults.set(Date(timeIntervalSince1970: 1_714_557_600), forKey: "date")
        defaults.set(URL(string: "https://example.com/menu?day=1")!, forKey: "url")
        defaults.set([1, 2, 3], forKey: "array")
        defaults.set(["soup": "tomato", "bowls": 2] as [String: Any], forKey: "dictionary")
        defaults.setValue("by key-value coding", forKey: "kvc")
        defaults.set("gone soon", forKey: "removed")
        defaults.removeObject(forKey: "removed")
        return .result()
    }
}

/// Sets the count back to zero with key-value coding's `setValue(_:forKey:)`.
struct ResetIntent: AppIntent {
    static var title: LocalizedStringResource = "Reset"

    func perform() async throws -> some IntentResult {
        UserDefaults.group.setValue(0, forKey: "count")
        return .result()
    }
}
