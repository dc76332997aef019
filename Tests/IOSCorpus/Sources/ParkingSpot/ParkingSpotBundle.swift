// swift-format-ignore-file
//
//  ParkingSpotBundle.swift
//  ParkingSpot
//

import WidgetKit
import SwiftUI

@main
struct ParkingSpotBundle: WidgetBundle {
    var body: some Widget {
        ParkingSpotWidget()
    }
}
