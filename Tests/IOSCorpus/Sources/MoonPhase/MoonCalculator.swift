// swift-format-ignore-file
//
//  MoonCalculator.swift
//  MoonPhase
//

import Foundation

struct Moon {
    /// Days since the new moon, 0 ..< 29.53.
    let age: Double

    static let synodicMonth = 29.530588853
    /// A new moon: 6 January 2000, 18:14 UTC.
    private static let referenceNewMoon = Date(timeIntervalSince1970: 947_182_440)

    init(date: Date) {
        let days = date.timeIntervalSince(Moon.referenceNewMoon) / 86_400
        let age = days.truncatingRemainder(dividingBy: Moon.synodicMonth)
        self.age = age < 0 ? age + Moon.synodicMonth : age
    }

    /// The lit fraction of the disc, 0 (new) to 1 (full).
    var illumination: Double {
        (1 - cos(2 * .pi * age / Moon.synodicMonth)) / 2
    }

    var isWaxing: Bool { age < Moon.synodicMonth / 2 }

    var phaseName: String {
        switch age {
        case ..<1.85: return "New Moon"
        case ..<5.54: return "Waxing Crescent"
        case ..<9.23: return "First Quarter"
        case ..<12.92: return "Waxing Gibbous"
        case ..<16.61: return "Full Moon"
        case ..<20.30: return "Waning Gibbous"
        case ..<23.99: return "Last Quarter"
        case ..<27.68: return "Waning Crescent"
        default: return "New Moon"
        }
    }

    var nextFullMoon: Date {
        let fullAge = Moon.synodicMonth / 2
        let daysUntil = age < fullAge ? fullAge - age : Moon.synodicMonth - age + fullAge
        return Date().addingTimeInterval(daysUntil * 86_400)
    }
}
