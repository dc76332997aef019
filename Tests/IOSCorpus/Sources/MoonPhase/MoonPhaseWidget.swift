// swift-format-ignore-file
//
//  MoonPhaseWidget.swift
//  MoonPhase
//

import WidgetKit
import SwiftUI

struct MoonEntry: TimelineEntry {
    let date: Date
    var moon: Moon { Moon(date: date) }
}

struct MoonProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoonEntry {
        MoonEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (MoonEntry) -> Void) {
        completion(MoonEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MoonEntry>) -> Void) {
        // Every six hours for the next two days.
        let entries = (0..<8).map { MoonEntry(date: Date().addingTimeInterval(Double($0) * 6 * 3600)) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct MoonPhaseWidgetView: View {
    var entry: MoonEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        let moon = entry.moon
        if family == .systemSmall {
            VStack(alignment: .leading, spacing: 6) {
                MoonDisc(moon: moon)
                    .frame(width: 64, height: 64)
                Spacer(minLength: 0)
                details(for: moon)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .fontDesign(.rounded)
            .foregroundStyle(.white)
        } else {
            HStack(spacing: 16) {
                MoonDisc(moon: moon)
                    .frame(width: 96, height: 96)
                VStack(alignment: .leading, spacing: 4) {
                    details(for: moon)
                    Text("Full moon \(moon.nextFullMoon, style: .relative)")
                        .font(.caption)
                        .foregroundStyle(.tertiary)
                }
                Spacer(minLength: 0)
            }
            .fontDesign(.rounded)
            .foregroundStyle(.white)
        }
    }

    @ViewBuilder
    private func details(for moon: Moon) -> some View {
        Text(moon.phaseName)
            .font(.headline)
        Text("\(Int((moon.illumination * 100).rounded()))% illuminated")
            .font(.subheadline)
            .textScale(.secondary)
            .foregroundStyle(.secondary)
    }
}

struct MoonPhaseWidget: Widget {
    let kind: String = "MoonPhaseWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MoonProvider()) { entry in
            MoonPhaseWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color(red: 0.05, green: 0.05, blue: 0.2), .black], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Moon Phase")
        .description("Tonight's moon.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    MoonPhaseWidget()
} timeline: {
    MoonEntry(date: .now)
    MoonEntry(date: .now.addingTimeInterval(7 * 86_400))
    MoonEntry(date: .now.addingTimeInterval(14 * 86_400))
}
