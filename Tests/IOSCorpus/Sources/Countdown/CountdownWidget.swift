// swift-format-ignore-file
//
//  CountdownWidget.swift
//  Countdown
//

import WidgetKit
import SwiftUI

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: Date(), configuration: ConfigurationAppIntent())
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> CountdownEntry {
        CountdownEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let now = Date()
        let target = configuration.targetDate
        // One entry a day until the event, so the day count stays right; the timer text counts by itself.
        var entries: [CountdownEntry] = []
        var day = now
        while day < target && entries.count < 30 {
            entries.append(CountdownEntry(date: day, configuration: configuration))
            day = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: day)!)
        }
        if entries.isEmpty {
            entries.append(CountdownEntry(date: now, configuration: configuration))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent

    var daysRemaining: Int {
        let start = Calendar.current.startOfDay(for: date)
        let end = Calendar.current.startOfDay(for: configuration.targetDate)
        return max(Calendar.current.dateComponents([.day], from: start, to: end).day ?? 0, 0)
    }
}

struct CountdownWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.configuration.eventName)
                    .font(.headline)
                Text(entry.configuration.targetDate, style: .relative)
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.configuration.eventName.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer()
                switch entry.configuration.style {
                case .days:
                    Text("\(entry.daysRemaining)")
                        .font(.system(size: 44, weight: .bold, design: .rounded))
                        .contentTransition(.numericText(countsDown: true))
                    Text(entry.daysRemaining == 1 ? "day to go" : "days to go")
                        .font(.caption)
                case .timer:
                    Text(entry.configuration.targetDate, style: .timer)
                        .font(.title2.monospacedDigit().bold())
                    Text(timerInterval: entry.date...max(entry.date, entry.configuration.targetDate), countsDown: true)
                        .font(.caption.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
                Text(entry.configuration.targetDate, format: .dateTime.month(.abbreviated).day().year())
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            CountdownWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.orange.opacity(0.35), .pink.opacity(0.25)], startPoint: .topLeading, endPoint: .bottomTrailing)
                }
        }
        .configurationDisplayName("Countdown")
        .description("Counts down the days to your next big event.")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

extension ConfigurationAppIntent {
    fileprivate static var vacation: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.eventName = "Vacation"
        intent.eventDate = Calendar.current.date(byAdding: .day, value: 12, to: .now)
        return intent
    }

    fileprivate static var launch: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.eventName = "Launch"
        intent.eventDate = .now.addingTimeInterval(5400)
        intent.style = .timer
        return intent
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, configuration: .vacation)
    CountdownEntry(date: .now, configuration: .launch)
}
