// swift-format-ignore-file
//
//  QuoteWidget.swift
//  QuoteOfTheDay
//

import WidgetKit
import SwiftUI

struct QuoteEntry: TimelineEntry {
    let date: Date
    let quote: Quote
    let showsAuthor: Bool
}

struct QuoteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: Date(), quote: QuoteLibrary.all[0], showsAuthor: true)
    }

    func snapshot(for configuration: SelectCategoryIntent, in context: Context) async -> QuoteEntry {
        entry(for: configuration, on: Date())
    }

    func timeline(for configuration: SelectCategoryIntent, in context: Context) async -> Timeline<QuoteEntry> {
        let now = Date()
        let tomorrow = Calendar.current.startOfDay(for: Calendar.current.date(byAdding: .day, value: 1, to: now)!)
        return Timeline(entries: [entry(for: configuration, on: now)], policy: .after(tomorrow))
    }

    private func entry(for configuration: SelectCategoryIntent, on date: Date) -> QuoteEntry {
        let category = configuration.category?.id ?? QuoteLibrary.categories[0]
        return QuoteEntry(date: date, quote: QuoteLibrary.quote(for: date, in: category), showsAuthor: configuration.showsAuthor)
    }
}

struct QuoteWidgetEntryView: View {
    var entry: QuoteEntry
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.widgetFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(entry.quote.category, systemImage: "quote.opening")
                .font(.caption.weight(.semibold))
                .foregroundStyle(colorScheme == .dark ? .yellow : .orange)
            Text(entry.quote.text)
                .font(family == .systemSmall ? .subheadline : .title3)
                .fontDesign(.serif)
                .minimumScaleFactor(0.7)
                .multilineTextAlignment(.leading)
            if entry.showsAuthor {
                Text("— \(entry.quote.author)")
                    .font(.subheadline)
                    .textScale(.secondary)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

struct QuoteWidget: Widget {
    let kind: String = "QuoteWidget"
    let displayName: LocalizedStringKey = "Quote of the Day"
    let widgetDescription: LocalizedStringKey = "A new quote every morning."

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectCategoryIntent.self, provider: QuoteProvider()) { entry in
            QuoteWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color(red: 0.99, green: 0.97, blue: 0.92)
                }
        }
        .configurationDisplayName(displayName)
        .description(widgetDescription)
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium, using: SelectCategoryIntent(category: QuoteCategory(id: "Wisdom"))) {
    QuoteWidget()
} timelineProvider: {
    QuoteProvider()
}

#Preview(as: .systemSmall) {
    QuoteWidget()
} timeline: {
    QuoteEntry(date: .now, quote: QuoteLibrary.all[3], showsAuthor: false)
}
