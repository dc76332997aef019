// swift-format-ignore-file
//
//  HabitStreakBundle.swift
//  HabitStreak
//

import WidgetKit
import SwiftUI

@main
struct HabitStreakBundle: WidgetBundle {
    var body: some Widget {
        HabitStreakWidget()
    }
}
