// swift-format-ignore-file
//
//  CountdownBundle.swift
//  Countdown
//

import WidgetKit
import SwiftUI

@main
struct CountdownBundle: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
    }
}
