import WidgetSDK

/// The book `FavoriteBook` names.
struct FavoriteBookEntry: TimelineEntry {
    let date: Date
    let title: String
    let author: String
}

/// One entry with the configured book; it changes only when the configuration does.
struct FavoriteBookProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FavoriteBookEntry {
        FavoriteBookEntry(date: WidgetClock.now, title: "The Swift Programming Language", author: "Apple Inc.")
    }

    func snapshot(for configuration: FavoriteBook, in context: Context) async -> FavoriteBookEntry {
        FavoriteBookEntry(date: WidgetClock.now, title: configuration.title, author: configuration.author)
    }

    func timeline(for configuration: FavoriteBook, in context: Context) async -> Timeline<FavoriteBookEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

/// A book cover: a symbol, the title and the author.
struct FavoriteBookView: View {
    let entry: FavoriteBookEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: "book.fill")
                .font(.title)
                .foregroundStyle(.orange)
            Text(entry.title)
                .font(.headline)
                .lineLimit(3)
            Text(entry.author)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

/// The widget `FavoriteBook` configures. Its name and description are the intent's title and description.
struct FavoriteBookWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FavoriteBook", intent: FavoriteBook.self, provider: FavoriteBookProvider()) { entry in
            FavoriteBookView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
