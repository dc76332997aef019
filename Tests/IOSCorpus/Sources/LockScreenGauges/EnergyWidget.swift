// swift-format-ignore-file
//
//  EnergyWidget.swift
//  LockScreenGauges
//

import WidgetKit
import SwiftUI

struct EnergyWidgetEntryView: View {
    var entry: ActivityEntry
    @Environment(\.widgetFamily) var family

    private var energy: Double { entry.snapshot.activeEnergy }
    private var goal: Double { entry.snapshot.energyGoal }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: min(energy, goal), in: 0...goal) {
                    Image(systemName: "flame.fill")
                } currentValueLabel: {
                    Text("\(Int(energy))")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("\(Int(goal))")
                }
                .gaugeStyle(.accessoryCircular)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Move")
                    .font(.headline)
                    .widgetAccentable()
                Gauge(value: min(energy, goal), in: 0...goal) {
                    Text("kcal")
                } currentValueLabel: {
                    Text("\(Int(energy)) kcal")
                }
                .gaugeStyle(.accessoryLinear)
            }
        default:
            ViewThatFits {
                Text("\(Int(energy)) of \(Int(goal)) kcal")
                Text("\(Int(energy)) kcal")
            }
        }
    }
}

struct EnergyWidget: Widget {
    let kind: String = "EnergyWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ActivityProvider()) { entry in
            EnergyWidgetEntryView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Move")
        .description("Active energy toward your Move goal.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    EnergyWidget()
} timeline: {
    ActivityEntry(date: .now, snapshot: .placeholder)
}

#Preview(as: .accessoryInline) {
    EnergyWidget()
} timelineProvider: {
    ActivityProvider()
}
