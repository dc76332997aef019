internal import Synchronization
import WidgetSDK

/// Seed 000 (AppIntents basics): an interactive intent, and a configuration
/// intent with its entity and `EntityStringQuery` nested inside it.
enum SeedAppIntents {
    static let edits = Mutex<[String]>([])

    struct ButtonIntent: AppIntent {
        static let title: LocalizedStringResource = "button press"
        static let description: IntentDescription? = IntentDescription(stringLiteral: "none")

        @Parameter(title: "edit message")
        var widgetEdit: String?

        init() {}
        init(widgetEdit: String? = "none") {
            self.widgetEdit = widgetEdit
        }

        func perform() async throws -> some IntentResult {
            let edit = widgetEdit ?? "none"
            SeedAppIntents.edits.withLock { $0.append(edit) }
            return .result()
        }
    }

    struct ConfigurationIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "个性化设置"
        static let description: IntentDescription? = IntentDescription(stringLiteral: "背景配置")

        @Parameter(title: "小组件背景")
        var bgColor: AppIntentsColor?

        static var parameterSummary: some ParameterSummary {
            Summary {
                \.$bgColor
            }
        }

        struct AppIntentsColor: AppEntity, Identifiable {
            static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "color entity")
            static let defaultQuery = AppIntentsColorQuery()

            let id: String
            let display: String
            var displayRepresentation: DisplayRepresentation {
                .init(title: "\(display)")
            }

            init(identifier: String, display: String) {
                self.id = identifier
                self.display = display
            }
        }

        struct AppIntentsColorQuery: EntityStringQuery {
            let colors: [AppIntentsColor] = [
                AppIntentsColor(identifier: "dark", display: "黑色"),
                AppIntentsColor(identifier: "light", display: "白色"),
            ]

            func entities(matching string: String) async throws -> [AppIntentsColor] {
                colors.filter { String($0.display.lowercased()).contains(string.lowercased()) }
            }

            func entities(for identifiers: [String]) async throws -> [AppIntentsColor] {
                colors.filter { identifiers.contains($0.id) }
            }

            func suggestedEntities() async throws -> [AppIntentsColor] {
                colors
            }

            func defaultResult() async -> AppIntentsColor? {
                colors.last
            }
        }
    }

    struct AppIntentsEntry: TimelineEntry {
        var date: Date
        var editMessage: String?
    }

    struct AppIntentsProvider: AppIntentTimelineProvider {
        typealias Entry = AppIntentsEntry
        typealias Intent = ConfigurationIntent

        func placeholder(in context: Context) -> Entry {
            Entry(date: Date(timeIntervalSince1970: 1_700_000_000), editMessage: "none")
        }

        func snapshot(for configuration: Intent, in context: Context) async -> Entry {
            Entry(date: Date(timeIntervalSince1970: 1_700_000_000), editMessage: "snapshot")
        }

        func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
            let entry = Entry(date: Date(timeIntervalSince1970: 1_700_000_000), editMessage: configuration.bgColor?.display ?? "none")
            return Timeline(entries: [entry], policy: .never)
        }
    }

    struct AppIntentsView: View {
        let entry: AppIntentsEntry

        var body: some View {
            TestStack {
                TestText(entry.editMessage ?? "none")
                TestToggle(isOn: false, intent: ButtonIntent(widgetEdit: entry.editMessage))
                TestButton("button 当前编辑", intent: ButtonIntent(widgetEdit: entry.editMessage))
            }
        }
    }

    struct AppIntentsWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "appIntents.kind", intent: ConfigurationIntent.self, provider: AppIntentsProvider()) { entry in
                AppIntentsView(entry: entry)
            }
            .configurationDisplayName("My Widget")
            .description("This is an example widget.")
            .supportedFamilies([.systemSmall, .systemMedium])
        }
    }
}
