// swift-format-ignore-file
//
//  LockScreenGaugesBundle.swift
//  LockScreenGauges
//

import WidgetKit
import SwiftUI

@main
struct LockScreenGaugesBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
        EnergyWidget()
    }
}
