// swift-format-ignore-file
//
//  WorkoutComplications.swift
//  WorkoutComplications (watchOS widget extension)
//

import WidgetKit
import SwiftUI

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> ExerciseEntry {
        ExerciseEntry(date: Date(), minutes: 18, goal: 30)
    }

    func getSnapshot(in context: Context, completion: @escaping (ExerciseEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let defaults = UserDefaults(suiteName: "group.com.example.workouts")
        let goal = defaults?.integer(forKey: "exerciseGoal") ?? 0
        let entry = ExerciseEntry(date: Date(), minutes: defaults?.integer(forKey: "exerciseMinutes") ?? 0,
                                  goal: goal > 0 ? goal : 30)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60))))
    }
}

struct ExerciseEntry: TimelineEntry {
    let date: Date
    let minutes: Int
    let goal: Int

    var progress: Double { min(Double(minutes) / Double(goal), 1) }
}

struct WorkoutComplicationsEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.showsWidgetLabel) var showsWidgetLabel

    var body: some View {
        switch family {
        case .accessoryCorner:
            Image(systemName: "figure.run")
                .font(.title2)
                .widgetAccentable()
                .widgetLabel {
                    Gauge(value: entry.progress) {
                        Text("MIN")
                    } currentValueLabel: {
                        Text("\(entry.minutes)")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("\(entry.goal)")
                    }
                    .gaugeStyle(.accessoryLinear)
                    .tint(.green)
                }
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "figure.run")
            } currentValueLabel: {
                Text("\(entry.minutes)")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .mint]))
            .widgetLabel {
                if showsWidgetLabel {
                    Text("Exercise")
                }
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Exercise")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.minutes) of \(entry.goal) min")
                Gauge(value: entry.progress) {
                    EmptyView()
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        default:
            Text("\(entry.minutes) min exercise")
        }
    }
}

struct WorkoutComplications: Widget {
    let kind: String = "WorkoutComplications"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            WorkoutComplicationsEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Exercise")
        .description("Exercise minutes toward today's goal.")
        .supportedFamilies([.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

@main
struct WorkoutComplicationsBundle: WidgetBundle {
    var body: some Widget {
        WorkoutComplications()
    }
}

#Preview(as: .accessoryCorner) {
    WorkoutComplications()
} timeline: {
    ExerciseEntry(date: .now, minutes: 12, goal: 30)
    ExerciseEntry(date: .now, minutes: 30, goal: 30)
}

#Preview(as: .accessoryRectangular) {
    WorkoutComplications()
} timeline: {
    ExerciseEntry(date: .now, minutes: 22, goal: 30)
}
