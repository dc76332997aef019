import WidgetSDK

/// Seed 002 (WidgetConfigurationIntent): defaults, an `AppEnum`, and a `When` summary.
enum SeedSoup {
    struct FavoriteBook: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Favorite Book"
        static let description = IntentDescription("Shows a picture of your favorite book!")

        @Parameter(title: "Title", default: "The Swift Programming Language")
        var title: String

        @Parameter(title: "Author", default: "Apple Inc.")
        var author: String
    }

    enum RefreshInterval: String, AppEnum {
        case hourly, daily, weekly

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
        static let caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
            .hourly: "Every Hour",
            .daily: "Every Day",
            .weekly: "Every Week",
        ]
    }

    struct FavoriteSoup: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Favorite Soup"
        static let description = IntentDescription("Shows a picture of your favorite soup!")

        @Parameter(title: "Soup")
        var name: String?

        @Parameter(title: "Shuffle", default: true)
        var shuffle: Bool

        @Parameter(title: "Refresh", default: .daily)
        var interval: RefreshInterval

        static var parameterSummary: some ParameterSummary {
            When(\.$shuffle, .equalTo, true) {
                Summary {
                    \.$name
                    \.$shuffle
                    \.$interval
                }
            } otherwise: {
                Summary {
                    \.$name
                    \.$shuffle
                }
            }
        }
    }

    struct SoupEntry: TimelineEntry {
        let date: Date
        let text: String
    }

    /// Reloads an interval after its entry, as the soup's refresh parameter says.
    struct SoupProvider: AppIntentTimelineProvider {
        static let start = Date(timeIntervalSince1970: 1_700_000_000)

        func placeholder(in context: Context) -> SoupEntry {
            SoupEntry(date: Self.start, text: "Soup")
        }

        func snapshot(for configuration: FavoriteSoup, in context: Context) async -> SoupEntry {
            SoupEntry(date: Self.start, text: configuration.name ?? "Soup")
        }

        func timeline(for configuration: FavoriteSoup, in context: Context) async -> Timeline<SoupEntry> {
            let step: TimeInterval =
                switch configuration.interval {
                case .hourly: 3600
                case .daily: 86400
                case .weekly: 604800
                }
            let name = configuration.name ?? "Soup"
            let entries = [
                SoupEntry(date: Self.start, text: "\(name) (\(configuration.shuffle ? "shuffled" : "fixed"))"),
                SoupEntry(date: Self.start.addingTimeInterval(60), text: "\(name) later"),
            ]
            return Timeline(entries: entries, policy: .after(Self.start.addingTimeInterval(step)))
        }
    }

    struct SoupWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "soup", intent: FavoriteSoup.self, provider: SoupProvider()) { entry in
                TestStack {
                    TestText(entry.text)
                    FamilyLabel(prefix: "family:")
                }
            }
        }
    }

    struct BookWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "book", intent: FavoriteBook.self, provider: BookProvider()) { entry in
                TestText(entry.text)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    struct BookProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> SoupEntry { SoupEntry(date: SoupProvider.start, text: "Book") }

        func snapshot(for configuration: FavoriteBook, in context: Context) async -> SoupEntry {
            SoupEntry(date: SoupProvider.start, text: configuration.title)
        }

        func timeline(for configuration: FavoriteBook, in context: Context) async -> Timeline<SoupEntry> {
            Timeline(
                entries: [SoupEntry(date: SoupProvider.start, text: "\(configuration.title) by \(configuration.author)")], policy: .atEnd)
        }
    }
}
