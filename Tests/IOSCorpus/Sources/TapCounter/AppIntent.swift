// swift-format-ignore-file
//
//  AppIntent.swift
//  TapCounter
//

import AppIntents
import WidgetKit

struct IncrementCountIntent: AppIntent {
    static var title: LocalizedStringResource = "Increment Count"
    static var description = IntentDescription("Adds one to the counter.")

    func perform() async throws -> some IntentResult {
        let count = UserDefaults.shared.integer(forKey: "count")
        UserDefaults.shared.set(count + 1, forKey: "count")
        return .result()
    }
}

struct ResetCountIntent: AppIntent {
    static var title: LocalizedStringResource = "Reset Count"
    static var description = IntentDescription("Sets the counter back to zero.")

    func perform() async throws -> some IntentResult {
        UserDefaults.shared.setValue(0, forKey: "count")
        UserDefaults.shared.setValue(Date(), forKey: "lastReset")
        return .result()
    }
}
