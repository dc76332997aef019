// swift-format-ignore-file
//
//  AppIntent.swift
//  Countdown
//

import WidgetKit
import AppIntents

enum CountdownStyle: String, AppEnum {
    case days
    case timer

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
    static var caseDisplayRepresentations: [CountdownStyle: DisplayRepresentation] = [
        .days: "Days",
        .timer: "Timer",
    ]
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Countdown"
    static var description = IntentDescription("Counts down to an event you choose.")

    @Parameter(title: "Event", default: "Vacation")
    var eventName: String

    @Parameter(title: "Date")
    var eventDate: Date?

    @Parameter(title: "Style", default: .days)
    var style: CountdownStyle

    /// The chosen date, or New Year's Day when none is set yet.
    var targetDate: Date {
        if let eventDate {
            return eventDate
        }
        let calendar = Calendar.current
        let nextYear = calendar.component(.year, from: .now) + 1
        return calendar.date(from: DateComponents(year: nextYear, month: 1, day: 1))!
    }
}
