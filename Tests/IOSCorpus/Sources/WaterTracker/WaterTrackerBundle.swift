// swift-format-ignore-file
//
//  WaterTrackerBundle.swift
//  WaterTracker
//

import WidgetKit
import SwiftUI

@main
struct WaterTrackerBundle: WidgetBundle {
    var body: some Widget {
        WaterTrackerWidget()
    }
}
