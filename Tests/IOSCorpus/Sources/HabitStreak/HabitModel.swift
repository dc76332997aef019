// swift-format-ignore-file
//
//  HabitModel.swift
//  HabitStreak
//

import Foundation
import SwiftData

@Model
final class DayRecord {
    var day: Date
    var isDone: Bool
    var note: String?

    init(day: Date, isDone: Bool = true, note: String? = nil) {
        self.day = Calendar.current.startOfDay(for: day)
        self.isDone = isDone
        self.note = note
    }
}

enum HabitStore {
    static let container: ModelContainer = {
        let schema = Schema([DayRecord.self])
        let configuration = ModelConfiguration(
            schema: schema,
            isStoredInMemoryOnly: false,
            groupContainer: .identifier("group.com.example.habits"),
            cloudKitDatabase: .none
        )
        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Failed to load the habit store: \(error)")
        }
    }()

    /// Consecutive days done, ending today (or yesterday, while today is still open).
    static func streak(in records: [DayRecord], today: Date = .now) -> Int {
        let doneDays = Set(records.filter(\.isDone).map(\.day))
        let calendar = Calendar.current
        var day = calendar.startOfDay(for: today)
        if !doneDays.contains(day) {
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        var count = 0
        while doneDays.contains(day) {
            count += 1
            day = calendar.date(byAdding: .day, value: -1, to: day)!
        }
        return count
    }
}
