import WidgetSDK

/// The soup a `FavoriteSoup` widget shows until its next reload.
struct FavoriteSoupEntry: TimelineEntry {
    let date: Date
    let soup: String
    let shuffle: Bool
    let interval: RefreshInterval
}

extension RefreshInterval {
    /// How long a shuffled soup stays: an hour, a day or a week.
    var seconds: TimeInterval {
        switch self {
        case .hourly: 60 * 60
        case .daily: 24 * 60 * 60
        case .weekly: 7 * 24 * 60 * 60
        }
    }
}

/// Shows the named soup. With shuffle on, it shows another soup every `interval`
/// and asks to be reloaded then; with shuffle off, it reloads only when asked.
struct FavoriteSoupProvider: AppIntentTimelineProvider {
    /// The soups shuffle picks from, after the named one.
    static let soups = ["Tomato", "Miso", "Minestrone", "Pho", "Borscht", "Gazpacho"]

    func placeholder(in context: Context) -> FavoriteSoupEntry {
        FavoriteSoupEntry(date: WidgetClock.now, soup: "Tomato", shuffle: true, interval: .daily)
    }

    func snapshot(for configuration: FavoriteSoup, in context: Context) async -> FavoriteSoupEntry {
        entry(for: configuration, at: WidgetClock.now)
    }

    func timeline(for configuration: FavoriteSoup, in context: Context) async -> Timeline<FavoriteSoupEntry> {
        let now = WidgetClock.now
        let policy: TimelineReloadPolicy =
            configuration.shuffle ? .after(now.addingTimeInterval(configuration.interval.seconds)) : .never
        return Timeline(entries: [entry(for: configuration, at: now)], policy: policy)
    }

    /// The soup of the interval `date` falls in when shuffling; else the named soup.
    private func entry(for configuration: FavoriteSoup, at date: Date) -> FavoriteSoupEntry {
        let named = configuration.name.map { [$0] } ?? []
        let soups = named + Self.soups.filter { !named.contains($0) }
        let soup: String
        if configuration.shuffle {
            let period = Int((date.timeIntervalSince1970 / configuration.interval.seconds).rounded(.down))
            soup = soups[((period % soups.count) + soups.count) % soups.count]
        } else {
            soup = soups[0]
        }
        return FavoriteSoupEntry(date: date, soup: soup, shuffle: configuration.shuffle, interval: configuration.interval)
    }
}

/// A bowl of the soup, and how often it changes.
struct FavoriteSoupView: View {
    let entry: FavoriteSoupEntry

    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "fork.knife")
                .font(.title)
                .foregroundStyle(.orange)
            Text(entry.soup)
                .font(.headline)
            Text(entry.shuffle ? "Shuffled \(entry.interval.label)" : "Always")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

extension RefreshInterval {
    /// The case's title, as the configuration shows it (`Every Hour`).
    var label: String {
        Self.caseDisplayRepresentations[self]?.title.defaultValue.lowercased() ?? rawValue
    }
}

/// The widget `FavoriteSoup` configures. Its name and description are the intent's title and description.
struct FavoriteSoupWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FavoriteSoup", intent: FavoriteSoup.self, provider: FavoriteSoupProvider()) { entry in
            FavoriteSoupView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
