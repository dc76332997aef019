// swift-format-ignore-file
//
//  WaterStore.swift
//  WaterTracker
//
//  Today's glasses, in the App Group's defaults so the app and the widget share them.
//

import Foundation

enum WaterStore {
    static let suiteName = "group.com.example.watertracker"
    static let dailyGoal = 8

    private static let defaults = UserDefaults(suiteName: suiteName)!

    private enum Key {
        static let glasses = "glassesToday"
        static let lastUpdated = "lastUpdated"
    }

    /// Glasses logged today; a new day starts from zero.
    static var glassesToday: Int {
        get {
            guard let lastUpdated = defaults.object(forKey: Key.lastUpdated) as? Date,
                  Calendar.current.isDateInToday(lastUpdated) else {
                return 0
            }
            return defaults.integer(forKey: Key.glasses)
        }
        set {
            defaults.set(newValue, forKey: Key.glasses)
            defaults.set(Date(), forKey: Key.lastUpdated)
        }
    }
}
