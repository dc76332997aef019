// swift-format-ignore-file
//
//  MoonPhaseBundle.swift
//  MoonPhase
//

import WidgetKit
import SwiftUI

@main
struct MoonPhaseBundle: WidgetBundle {
    var body: some Widget {
        MoonPhaseWidget()
    }
}
