// swift-format-ignore-file
//
//  TapCounterBundle.swift
//  TapCounter
//

import WidgetKit
import SwiftUI

@main
struct TapCounterBundle: WidgetBundle {
    var body: some Widget {
        TapCounterWidget()
    }
}
