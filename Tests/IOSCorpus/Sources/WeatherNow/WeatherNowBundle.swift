// swift-format-ignore-file
//
//  WeatherNowBundle.swift
//  WeatherNow
//

import WidgetKit
import SwiftUI

@main
struct WeatherNowBundle: WidgetBundle {
    var body: some Widget {
        WeatherNowWidget()
    }
}
