import AppIntents
import RelevanceKit
import SwiftUI
import WidgetKit

// A Swift SDK test plugin written as iOS 17/18 widget code is: a city picker whose choices follow
// the province chosen (`@IntentParameterDependency`), an options provider whose choices follow the city
// chosen (Apple's documented use of `IntentParameterDependency`), a parameter with Apple's argument order for an
// options provider, a provider with iOS 18's `relevance()`, and a `Button(intent: OpenURLIntent(...))`.

struct ProvinceEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Province"
    static let defaultQuery = ProvinceQuery()
    static let all = [ProvinceEntity(id: "zj", name: "Zhejiang"), ProvinceEntity(id: "gd", name: "Guangdong")]

    let id: String
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct ProvinceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ProvinceEntity] {
        ProvinceEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ProvinceEntity] { ProvinceEntity.all }
}

struct CityEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    static let all = [
        CityEntity(id: "hz", name: "Hangzhou", province: "zj"), CityEntity(id: "nb", name: "Ningbo", province: "zj"),
        CityEntity(id: "gz", name: "Guangzhou", province: "gd"), CityEntity(id: "sz", name: "Shenzhen", province: "gd"),
    ]

    let id: String
    let name: String
    let province: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

/// The cities of the province being configured; every city outside a configuration.
struct CityQuery: EntityStringQuery {
    @IntentParameterDependency<CityConfiguration>(\.$province)
    var configuration

    private var candidates: [CityEntity] {
        guard let configuration else { return CityEntity.all }
        return CityEntity.all.filter { $0.province == configuration.province.id }
    }

    func entities(for identifiers: [String]) async throws -> [CityEntity] {
        CityEntity.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [CityEntity] {
        candidates.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [CityEntity] { candidates }
}

struct UnitOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["celsius", "fahrenheit"] }
}

/// The districts of the city being configured; none until a city is chosen.
struct DistrictOptions: DynamicOptionsProvider {
    @IntentParameterDependency<CityConfiguration>(\.$city)
    var configuration

    static let districts = ["hz": ["West Lake", "Binjiang"], "nb": ["Haishu"], "gz": ["Tianhe"], "sz": ["Futian", "Nanshan"]]

    func results() async throws -> [String] {
        guard let city = configuration?.city else { return [] }
        return Self.districts[city.id] ?? []
    }
}

struct CityConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "City"

    @Parameter(title: "Province") var province: ProvinceEntity?
    @Parameter(title: "City") var city: CityEntity?
    @Parameter(
        title: "Unit", requestValueDialog: IntentDialog("Which unit?"), inputConnectionBehavior: .never, optionsProvider: UnitOptions())
    var unit: String?
    @Parameter(title: "District", optionsProvider: DistrictOptions()) var district: String?
}

struct CityEntry: TimelineEntry {
    let date: Date
    let city: CityEntity?
}

struct CityProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CityEntry { CityEntry(date: .now, city: CityEntity.all[0]) }

    func snapshot(for configuration: CityConfiguration, in context: Context) async -> CityEntry {
        CityEntry(date: .now, city: configuration.city)
    }

    func timeline(for configuration: CityConfiguration, in context: Context) async -> Timeline<CityEntry> {
        Timeline(entries: [CityEntry(date: .now, city: configuration.city)], policy: .never)
    }

    func relevance() async -> WidgetRelevance<CityConfiguration> {
        WidgetRelevance([
            WidgetRelevanceAttribute(configuration: CityConfiguration(), context: .date(from: .now, to: .now.addingTimeInterval(3600)))
        ])
    }
}

struct CityWidgetView: View {
    let entry: CityEntry

    var body: some View {
        VStack {
            Text(entry.city?.name ?? "Pick a city")
            if let city = entry.city {
                Button(intent: OpenURLIntent(URL(string: "https://example.com/weather/\(city.id)")!)) {
                    Label("Forecast", systemImage: "cloud.sun")
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CityWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "City", intent: CityConfiguration.self, provider: CityProvider()) { entry in
            CityWidgetView(entry: entry)
        }
        .configurationDisplayName("City")
        .supportedFamilies([.systemSmall])
    }
}

@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(CityWidget.self) }
