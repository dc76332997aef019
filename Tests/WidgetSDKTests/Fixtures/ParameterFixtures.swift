internal import Synchronization

@testable import WidgetSDK

/// Intents covering every parameter kind, results, errors and summary forms.
enum Fixtures {
    /// What `RecordingIntent.perform()` saw, by token, so parallel tests do not collide.
    static let recorded = Mutex<[String: String]>([:])

    enum Mood: Int, AppEnum {
        case calm = 1, busy = 2

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
        static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
            .calm: DisplayRepresentation(title: "Calm", subtitle: "take it easy")
        ]
    }

    struct KitchenSinkIntent: AppIntent {
        static let title: LocalizedStringResource = "Kitchen sink"

        @Parameter(title: "Name", description: "Who to greet", default: "World") var name: String
        @Parameter(title: "Count", default: 3, controlStyle: .slider, inclusiveRange: (1, 10)) var count: Int
        @Parameter(title: "Ratio", inclusiveRange: (0.0, 1.0)) var ratio: Double?
        @Parameter(title: "Enabled") var enabled: Bool
        @Parameter(title: "When") var when: Date?
        @Parameter(title: "Link") var link: URL?
        @Parameter(title: "Interval", default: .weekly) var interval: SeedSoup.RefreshInterval
        @Parameter(title: "Mood") var mood: Mood?
        @Parameter(title: "Task") var task: SeedTasks.TaskItem?
        @Parameter(title: "Tags", default: ["a", "b"]) var tags: [String]
        @Parameter(title: "Scores") var scores: [Int]?
        @Parameter(title: "Tasks") var tasks: [SeedTasks.TaskItem]?

        func perform() async throws -> some IntentResult { .result() }
    }

    /// Records its parameters under `token`, and returns a value and a dialog.
    struct RecordingIntent: AppIntent {
        static let title: LocalizedStringResource = "Record"

        @Parameter(title: "Token") var token: String
        @Parameter(title: "Amount", default: 1) var amount: Int
        @Parameter(title: "Interval", default: .daily) var interval: SeedSoup.RefreshInterval
        @Parameter(title: "Tasks") var tasks: [SeedTasks.TaskItem]?
        @Parameter(title: "When") var when: Date?

        init() {}
        init(token: String, amount: Int) {
            self.token = token
            self.amount = amount
        }

        func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
            let taskTitles = (tasks ?? []).map(\.title).joined(separator: "+")
            let date = when.map { "\(Int($0.timeIntervalSince1970))" } ?? "-"
            let line = "\(amount) \(interval.rawValue) [\(taskTitles)] \(date)"
            Fixtures.recorded.withLock { $0[token] = line }
            return .result(value: amount * 2, dialog: "Recorded \(amount)")
        }
    }

    struct FailingError: Error, LocalizedError {
        var errorDescription: String? { "the counter is locked" }
    }

    /// An entity whose query always throws.
    struct Vault: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Vault"
        static let defaultQuery = VaultQuery()

        let id: Int
        var displayRepresentation: DisplayRepresentation { "Vault \(id)" }
    }

    struct VaultQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [Vault] { throw FailingError() }

        func suggestedEntities() async throws -> [Vault] { throw FailingError() }
    }

    struct FailingIntent: AppIntent {
        static let title: LocalizedStringResource = "Fail"

        @Parameter(title: "Locked", default: true) var locked: Bool
        @Parameter(title: "Vault") var vault: Vault?

        func perform() async throws -> some IntentResult {
            if locked { throw FailingError() }
            return .result()
        }
    }

    struct LightIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Light"

        @Parameter(title: "On") var value: Bool

        func perform() async throws -> some IntentResult { .result() }
    }

    struct SummaryIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Summaries"

        @Parameter(title: "Mode", default: .hourly) var mode: SeedSoup.RefreshInterval
        @Parameter(title: "City") var city: String?
        @Parameter(title: "Units", default: 1) var units: Int
        @Parameter(title: "Detail", default: false) var detail: Bool

        static var parameterSummary: some ParameterSummary {
            Switch(\.$mode) {
                Case(.hourly) {
                    Summary("Every hour in \(\.$city)") {
                        \.$units
                    }
                }
                Case([.daily, .weekly]) {
                    When(\.$city, .hasAnyValue) {
                        When(\.$units, .greaterThan, 2) {
                            \.$city
                            \.$units
                        } otherwise: {
                            \.$city
                        }
                    }
                }
                DefaultCase {
                    When(widgetFamily: .oneOf, [.systemSmall, .systemMedium]) {
                        Summary { \.$mode }
                    } otherwise: {
                        Summary {
                            \.$mode; \.$detail
                        }
                    }
                }
            }
        }
    }

    /// Summary forms that need a parameter of a given type.
    struct OperatorsIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Operators"

        @Parameter(title: "Mode", default: .hourly) var mode: SeedSoup.RefreshInterval
        @Parameter(title: "City") var city: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$mode, .oneOf, [.daily, .weekly]) {
                When(\.$city, .hasPrefix, "San") {
                    Summary { \.$city }
                }
            } otherwise: {
                Switch(.widgetFamily) {
                    Case(.systemLarge) {
                        Summary {
                            \.$mode; \.$city
                        }
                    }
                    DefaultCase { Summary { \.$mode } }
                }
            }
        }
    }

    struct StaticEntry: TimelineEntry {
        let date: Date
        let relevance: TimelineEntryRelevance?
    }

    /// A completion-handler provider that answers twice; the second answer must be ignored.
    struct StaticProvider: TimelineProvider {
        func placeholder(in context: Context) -> StaticEntry {
            StaticEntry(date: Date(timeIntervalSince1970: 100), relevance: nil)
        }

        func getSnapshot(in context: Context, completion: @escaping (StaticEntry) -> Void) {
            completion(StaticEntry(date: Date(timeIntervalSince1970: 200), relevance: nil))
        }

        func getTimeline(in context: Context, completion: @escaping (Timeline<StaticEntry>) -> Void) {
            let entries = [
                StaticEntry(date: Date(timeIntervalSince1970: 300), relevance: TimelineEntryRelevance(score: 0.5)),
                StaticEntry(date: Date(timeIntervalSince1970: 400), relevance: nil),
            ]
            completion(Timeline(entries: entries, policy: .atEnd))
            completion(Timeline(entries: [], policy: .never))
        }
    }

    struct StaticWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "static", provider: StaticProvider()) { entry in
                TestStack {
                    FamilyLabel(prefix: "at \(Int(entry.date.timeIntervalSince1970)) in")
                    TestButton("record", intent: RecordingIntent(token: "placeholder", amount: 10))
                }
            }
            .supportedFamilies([.systemSmall, .systemLarge])
            .contentMarginsDisabled()
            .containerBackgroundRemovable(false)
            .promptsForUserConfiguration()
            .disfavoredLocations([.lockScreen], for: [.systemSmall])
        }
    }
}

/// A small fixed set of entities, listed in full by an `EnumerableEntityQuery`.
struct Planet: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static let defaultQuery = PlanetQuery()

    let id: Int
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", image: .init(systemName: "globe")) }
}

struct PlanetQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Planet] {
        [Planet(id: 3, name: "Earth"), Planet(id: 4, name: "Mars")]
    }
}

struct PlanetIntent: AppIntent {
    static let title: LocalizedStringResource = "Visit"

    @Parameter(title: "Planet") var planet: Planet

    func perform() async throws -> some ReturnsValue<Planet> { .result(value: planet) }
}

/// A widget whose timeline, but not its placeholder, shows a Button.
struct LateButtonWidget: Widget {
    struct Entry: TimelineEntry {
        let date: Date
        let showsButton: Bool
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Date(timeIntervalSince1970: 0), showsButton: false) }

        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }

        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Date(timeIntervalSince1970: 0), showsButton: true)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "late", provider: Provider()) { entry in
            if entry.showsButton {
                TestButton("visit", intent: PlanetIntent())
            }
        }
    }
}

/// A generic intent: the SDK cannot list it from the plugin's types (a generic type has no one metadata).
struct LateGenericIntent<Tag>: AppIntent {
    static var title: LocalizedStringResource { "Late" }

    func perform() async throws -> some IntentResult { .result() }
}

/// A widget whose timeline, but not its placeholder, shows a Button for a generic intent.
struct LateGenericButtonWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "lateGeneric", provider: LateButtonWidget.Provider()) { entry in
            if entry.showsButton {
                TestButton("visit", intent: LateGenericIntent<Int>())
            }
        }
    }
}

/// Every widget of the seed fixtures and the static fixture.
struct FixtureWidgets: WidgetBundle {
    static let includesBooks = true

    var body: some Widget {
        SeedAppIntents.AppIntentsWidget()
        SeedTasks.TaskWidget()
        SeedSoup.SoupWidget()
        if Self.includesBooks {
            SeedSoup.BookWidget()
        }
        Fixtures.StaticWidget()
    }
}

/// A runtime of ``FixtureWidgets``, as `exportPlugin` would install it.
func makeFixtureRuntime() -> PluginRuntime {
    PluginRuntime(
        bundle: FixtureWidgets.self, id: "dev.widgethost.fixtures", name: "Fixtures", version: "2.0.0",
        additionalIntents: [
            Fixtures.KitchenSinkIntent.self, Fixtures.FailingIntent.self, Fixtures.LightIntent.self, Fixtures.SummaryIntent.self,
            Fixtures.OperatorsIntent.self, SeedSoup.FavoriteBook.self, PlanetIntent.self,
        ])
}
