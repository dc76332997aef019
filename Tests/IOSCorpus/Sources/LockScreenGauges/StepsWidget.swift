// swift-format-ignore-file
//
//  StepsWidget.swift
//  LockScreenGauges
//

import WidgetKit
import SwiftUI

struct ActivityEntry: TimelineEntry {
    let date: Date
    let snapshot: ActivitySnapshot
}

struct ActivityProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityEntry {
        ActivityEntry(date: Date(), snapshot: .placeholder)
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
        completion(ActivityEntry(date: Date(), snapshot: context.isPreview ? .placeholder : .load()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        let entry = ActivityEntry(date: Date(), snapshot: .load())
        let nextUpdate = Calendar.current.date(byAdding: .minute, value: 15, to: Date())!
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}

struct StepsWidgetEntryView: View {
    var entry: ActivityEntry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode

    private var steps: Double { Double(entry.snapshot.steps) }
    private var goal: Double { Double(entry.snapshot.stepGoal) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: min(steps, goal), in: 0...goal) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text(entry.snapshot.steps, format: .number.notation(.compactName))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetLabel("Steps")
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.snapshot.steps) of \(entry.snapshot.stepGoal)")
                    .font(.caption)
                Gauge(value: min(steps, goal), in: 0...goal) {
                    Text("Steps")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
        case .accessoryInline:
            Label("\(entry.snapshot.steps) steps", systemImage: "figure.walk")
        #if os(watchOS)
        case .accessoryCorner:
            Image(systemName: "figure.walk")
                .font(.title2)
                .widgetLabel {
                    Gauge(value: min(steps, goal), in: 0...goal) {
                        Text("Steps")
                    }
                    .gaugeStyle(.accessoryLinearCapacity)
                }
        #endif
        default:
            VStack(alignment: .leading) {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .foregroundStyle(renderingMode == .fullColor ? .green : .primary)
                Spacer()
                Text(entry.snapshot.steps, format: .number)
                    .font(.system(.largeTitle, design: .rounded).bold())
                Gauge(value: min(steps, goal), in: 0...goal) {
                    Text("Goal")
                } currentValueLabel: {
                    Text("\(Int(steps / goal * 100))%")
                }
                .gaugeStyle(.linearCapacity)
                .tint(.green)
            }
        }
    }
}

struct StepsWidget: Widget {
    let kind: String = "StepsWidget"

    private var supportedFamilies: [WidgetFamily] {
        #if os(watchOS)
        return [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
        #else
        return [.accessoryCircular, .accessoryRectangular, .accessoryInline, .systemSmall]
        #endif
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ActivityProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Your steps today, on the Lock Screen.")
        .supportedFamilies(supportedFamilies)
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetEntryView(entry: ActivityEntry(date: Date(), snapshot: .placeholder))
            .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
            .previewDisplayName("Rectangular")
    }
}
