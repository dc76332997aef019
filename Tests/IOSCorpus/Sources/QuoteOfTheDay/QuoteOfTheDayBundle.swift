// swift-format-ignore-file
//
//  QuoteOfTheDayBundle.swift
//  QuoteOfTheDay
//

import WidgetKit
import SwiftUI

@main
struct QuoteOfTheDayBundle: WidgetBundle {
    var body: some Widget {
        QuoteWidget()
    }
}
