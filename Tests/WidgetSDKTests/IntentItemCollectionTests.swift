import Testing
import WidgetWire

@testable import WidgetSDK

/// A `DynamicOptionsProvider` that returns an `ItemCollection` (sections of items, built with result
/// builders, as iOS 17 code writes it) offers every item, in order, under the item's own title.
@Suite struct IntentItemCollectionTests {
    struct CityOptions: DynamicOptionsProvider {
        let includesAsia: Bool
        func results() async throws -> ItemCollection<String> {
            ItemCollection(promptLabel: "Cities") {
                ItemSection("Europe") {
                    "paris"
                    IntentItem("berlin", title: "Berlin", subtitle: "Germany")
                }
                if includesAsia {
                    ItemSection("Asia", items: ["tokyo", "osaka"].map { Item($0, title: "\($0.capitalized)") })
                }
            }
        }
    }

    struct FlatOptions: DynamicOptionsProvider {
        func results() async throws -> IntentItemCollection<Int> {
            IntentItemCollection(items: (1...3).map { IntentItem($0 * 10, title: "\($0 * 10) min") })
        }
    }

    struct TripIntent: AppIntent {
        static let title: LocalizedStringResource = "Trip"
        @Parameter(title: "City", optionsProvider: CityOptions(includesAsia: true)) var city: String?
        @Parameter(title: "Length", optionsProvider: FlatOptions()) var minutes: Int?
        init() {}
        func perform() async throws -> some IntentResult { .result() }
    }

    let runtime = PluginRuntime(
        bundle: FixtureWidgets.self, id: "dev.widgethost.items", name: "Items", version: "1.0.0", additionalIntents: [TripIntent.self])

    private func options(_ parameter: String) async throws -> [ParameterOption] {
        try decodeSuccess(
            await runtime.options(intentID: TypeIdentifier.identifier(for: TripIntent.self), parameter: parameter),
            as: [ParameterOption].self)
    }

    @Test func everyItemOfEverySectionIsOfferedUnderItsTitle() async throws {
        #expect(
            try await options("city") == [
                ParameterOption(value: "paris"), ParameterOption(value: "berlin", title: "Berlin"),
                ParameterOption(value: "tokyo", title: "Tokyo"), ParameterOption(value: "osaka", title: "Osaka"),
            ])
        #expect(try await options("minutes").map(\.title) == ["10 min", "20 min", "30 min"])
    }

    @Test func aCollectionIsASequenceOfItsValues() async throws {
        let collection = try await CityOptions(includesAsia: false).results()
        #expect(Array(collection) == ["paris", "berlin"])
        #expect(collection.sections.map { $0.title?.defaultValue } == ["Europe"])
        #expect(collection.items[1].subtitle?.defaultValue == "Germany" && collection.promptLabel?.defaultValue == "Cities")
    }
}
