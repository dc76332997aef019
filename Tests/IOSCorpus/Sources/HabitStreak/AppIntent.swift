// swift-format-ignore-file
//
//  AppIntent.swift
//  HabitStreak
//

import AppIntents
import SwiftData
import WidgetKit

struct MarkTodayDoneIntent: AppIntent {
    static var title: LocalizedStringResource = "Mark Today as Done"

    @MainActor
    func perform() async throws -> some IntentResult {
        let context = HabitStore.container.mainContext
        let today = Calendar.current.startOfDay(for: .now)
        let descriptor = FetchDescriptor<DayRecord>(predicate: #Predicate { $0.day == today })
        if let record = try context.fetch(descriptor).first {
            record.isDone.toggle()
        } else {
            context.insert(DayRecord(day: today))
        }
        try context.save()
        return .result()
    }
}

struct RefreshIntent: AppIntent {
    static var title: LocalizedStringResource = "Refresh"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
