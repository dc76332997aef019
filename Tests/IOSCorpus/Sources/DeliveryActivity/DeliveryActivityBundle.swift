// swift-format-ignore-file
//
//  DeliveryActivityBundle.swift
//  DeliveryActivity
//

import WidgetKit
import SwiftUI

@main
struct DeliveryActivityBundle: WidgetBundle {
    var body: some Widget {
        DeliveryStatusWidget()
        DeliveryActivityLiveActivity()
    }
}
