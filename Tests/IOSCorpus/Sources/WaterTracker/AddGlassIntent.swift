// swift-format-ignore-file
//
//  AddGlassIntent.swift
//  WaterTracker
//

import AppIntents
import WidgetKit

struct AddGlassIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Glass of Water"
    static var description = IntentDescription("Adds one glass to today's water intake.")

    func perform() async throws -> some IntentResult {
        WaterStore.glassesToday += 1
        return .result()
    }
}
