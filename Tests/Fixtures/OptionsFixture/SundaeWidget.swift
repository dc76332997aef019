import WidgetSDK

// A Swift SDK test plugin whose parameters offer dynamic options (`@Parameter(optionsProvider:)`):
// strings, integers, an enum, and a provider that throws.

/// The flavors on offer today.
struct FlavorOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["vanilla", "chocolate", "mint"] }
}

/// How many scoops fit in a cup.
struct ScoopOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 3] }
}

/// A topping.
enum Topping: String, AppEnum {
    case nuts, sprinkles, fudge

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
    static let caseDisplayRepresentations: [Topping: DisplayRepresentation] = [
        .nuts: "Nuts", .sprinkles: "Rainbow Sprinkles", .fudge: "Hot Fudge",
    ]
}

/// The toppings in stock: not every case of ``Topping``.
struct ToppingOptions: DynamicOptionsProvider {
    func results() async throws -> [Topping] { [.sprinkles, .fudge] }
}

/// A provider whose source is down.
struct SauceOptions: DynamicOptionsProvider {
    struct OutOfSauce: Error, CustomStringConvertible {
        var description: String { "the sauce list is unavailable" }
    }

    func results() async throws -> [String] { throw OutOfSauce() }
}

/// The widget's configuration: three parameters with options and one without.
struct ConfigureSundae: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Sundae"

    @Parameter(title: "Flavor", optionsProvider: FlavorOptions()) var flavor: String?
    @Parameter(title: "Scoops", optionsProvider: ScoopOptions()) var scoops: Int?
    @Parameter(title: "Topping", optionsProvider: ToppingOptions()) var topping: Topping?
    @Parameter(title: "Note") var note: String?

    init() {}
}

/// An intent whose parameter's options provider throws.
struct PourSauceIntent: AppIntent {
    static let title: LocalizedStringResource = "Pour Sauce"

    @Parameter(title: "Sauce", optionsProvider: SauceOptions()) var sauce: String?

    init() {}

    func perform() async throws -> some IntentResult { .result() }
}

struct SundaeEntry: TimelineEntry {
    let date: Date
    let flavor: String
}

struct SundaeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SundaeEntry { SundaeEntry(date: WidgetClock.now, flavor: "vanilla") }

    func snapshot(for configuration: ConfigureSundae, in context: Context) async -> SundaeEntry {
        SundaeEntry(date: WidgetClock.now, flavor: configuration.flavor ?? "vanilla")
    }

    func timeline(for configuration: ConfigureSundae, in context: Context) async -> Timeline<SundaeEntry> {
        Timeline(entries: [SundaeEntry(date: WidgetClock.now, flavor: configuration.flavor ?? "vanilla")], policy: .never)
    }
}

struct SundaeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Sundae", intent: ConfigureSundae.self, provider: SundaeProvider()) { entry in
            Text("A \(entry.flavor) sundae")
        }
        .configurationDisplayName("Sundae")
        .supportedFamilies([.systemSmall])
    }
}

struct SundaeWidgets: WidgetBundle {
    var body: some Widget { SundaeWidget() }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(SundaeWidgets.self, additionalIntents: [PourSauceIntent.self])
}
