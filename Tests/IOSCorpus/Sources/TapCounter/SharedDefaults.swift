// swift-format-ignore-file
//
//  SharedDefaults.swift
//  TapCounter
//

import Foundation

extension UserDefaults {
    /// The App Group's defaults, which the app and the widget extension share.
    static let shared = UserDefaults(suiteName: "group.com.example.tapcounter")!
}
