// swift-format-ignore-file
//
//  ActivitySnapshot.swift
//  LockScreenGauges
//
//  The app reads HealthKit and writes today's totals to the App Group; the widgets only read them.
//

import Foundation

struct ActivitySnapshot {
    var steps: Int
    var stepGoal: Int
    var activeEnergy: Double
    var energyGoal: Double

    static let placeholder = ActivitySnapshot(steps: 6_240, stepGoal: 10_000, activeEnergy: 320, energyGoal: 500)

    static func load() -> ActivitySnapshot {
        let defaults = UserDefaults(suiteName: "group.com.example.activity")
        let stepGoal = defaults?.integer(forKey: "stepGoal") ?? 0
        let energyGoal = defaults?.double(forKey: "energyGoal") ?? 0
        return ActivitySnapshot(
            steps: defaults?.integer(forKey: "steps") ?? 0,
            stepGoal: stepGoal > 0 ? stepGoal : 10_000,
            activeEnergy: defaults?.double(forKey: "activeEnergy") ?? 0,
            energyGoal: energyGoal > 0 ? energyGoal : 500
        )
    }
}
