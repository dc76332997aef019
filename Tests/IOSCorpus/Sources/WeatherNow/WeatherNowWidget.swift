// swift-format-ignore-file
//
//  WeatherNowWidget.swift
//  WeatherNow
//

import WidgetKit
import SwiftUI

struct WeatherEntry: TimelineEntry {
    let date: Date
    let weather: WeatherSnapshot
}

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        WeatherEntry(date: Date(), weather: .placeholder(for: City.cupertino.name))
    }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> WeatherEntry {
        if context.isPreview {
            return WeatherEntry(date: Date(), weather: .placeholder(for: configuration.city.name))
        }
        return await currentEntry(for: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let entry = await currentEntry(for: configuration)
        let refresh = Calendar.current.date(byAdding: .minute, value: entry.weather.isPlaceholder ? 15 : 60, to: Date())!
        return Timeline(entries: [entry], policy: .after(refresh))
    }

    private func currentEntry(for configuration: ConfigurationAppIntent) async -> WeatherEntry {
        let service = WeatherService()
        await service.refresh(city: configuration.city.name, coordinate: configuration.city.coordinate)
        let weather = service.snapshot ?? .placeholder(for: configuration.city.name)
        return WeatherEntry(date: Date(), weather: weather)
    }
}

struct WeatherNowWidgetEntryView : View {
    var entry: Provider.Entry
    @Environment(\.widgetFamily) var family

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.weather.city)
                    .font(.headline)
                Text(entry.weather.temperature, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 42, weight: .light))
                    + Text("°")
                    .font(.system(size: 42, weight: .light))
                Spacer(minLength: 0)
                Image(systemName: entry.weather.condition.symbolName)
                    .symbolRenderingMode(.multicolor)
                    .font(.title2)
                Text(entry.weather.condition.description)
                    .font(.caption)
                if entry.weather.isPlaceholder {
                    Label("Offline", systemImage: "wifi.slash")
                        .font(.caption2)
                        .foregroundStyle(.white.opacity(0.7))
                }
            }
            if family == .systemMedium {
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Updated")
                        .font(.caption2)
                    Text(entry.date, style: .time)
                        .font(.caption)
                }
                .foregroundStyle(.white.opacity(0.8))
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct WeatherNowWidget: Widget {
    let kind: String = "WeatherNowWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ConfigurationAppIntent.self, provider: Provider()) { entry in
            WeatherNowWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Weather Now")
        .description("Current conditions for a city.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    WeatherNowWidget()
} timeline: {
    WeatherEntry(date: .now, weather: .placeholder(for: "Cupertino"))
    WeatherEntry(date: .now, weather: WeatherSnapshot(city: "London", temperature: 12, condition: .rain, isPlaceholder: false))
}
