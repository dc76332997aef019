import Foundation
import RelevanceKit
import Testing
import WidgetWire

@testable import WidgetSDK

/// AppIntents and WidgetKit API that published widget code uses, with Apple's labels in Apple's order:
/// transient entities, `@Parameter` with a dialog before its options provider and an input connection,
/// iOS 18's relevance clues, and `OpenURLIntent` on a button.
struct PublishedAppIntentsAPITests {
    struct Tally: TransientAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tally"
        var id = UUID()
        @Property(title: "Count") var count: Int
        var displayRepresentation: DisplayRepresentation { "\(count)" }
        init() {}
    }

    struct Sizes: DynamicOptionsProvider {
        func results() async throws -> [Int] { [1, 2] }
    }

    struct Pick: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Pick"
        @Parameter(
            title: "Size", requestValueDialog: IntentDialog("Which size?"), inputConnectionBehavior: .never, optionsProvider: Sizes())
        var size: Int?
        @Parameter(title: "Legacy order", optionsProvider: Sizes(), requestValueDialog: IntentDialog("Which?")) var legacy: Int?
        @Parameter(
            title: "Name", requestValueDialog: "Name?", requestDisambiguationDialog: "Which name?", inputConnectionBehavior: .default)
        var name: String?
        @Parameter(title: "Count", default: 2, inclusiveRange: (1, 5), inputConnectionBehavior: .connectToPreviousIntentResult)
        var count: Int
    }

    struct Tint: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tint"
        static let defaultQuery = AllTints()
        let id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct AllTints: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Tint] { identifiers.map(Tint.init) }
        func suggestedEntities() async throws -> [Tint] { ["red", "green", "blue"].map(Tint.init) }
    }

    struct WarmTints: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Tint] { identifiers.map(Tint.init) }
        func suggestedEntities() async throws -> [Tint] { ["red", "orange"].map(Tint.init) }
    }

    struct PickTint: AppIntent {
        static let title: LocalizedStringResource = "Pick Tint"
        @Parameter(title: "Tint", query: WarmTints()) var tint: Tint?
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func aParameterWithItsOwnQueryOffersThatQuerysSuggestions() async throws {
        let options = try await PickTint().$tint.options()
        #expect(options?.map(\.value) == [.string("red"), .string("orange")])
    }

    @Test func aTransientEntityIsMadeEmptyAndIsNeverLookedUp() async throws {
        let tally = Tally()
        tally.count = 3
        #expect(tally.count == 3)
        #expect(try await Tally.defaultQuery.entities(for: [tally.id]).isEmpty)
        #expect(try await Tally.defaultQuery.suggestedEntities().isEmpty)
    }

    @Test func parametersTakeApplesLabelsInApplesOrder() async throws {
        let pick = Pick()
        #expect(pick.count == 2)
        #expect(try await pick.$size.options()?.count == 2)
        #expect(try await pick.$legacy.options()?.count == 2)
    }

    @Test func relevanceCluesBuildAndChangeNothing() async {
        struct Provider: TimelineProvider {
            struct Entry: TimelineEntry { let date: Date }
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }
        #expect(await Provider().relevance().attributes.isEmpty)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let region = CLCircularRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), radius: 500, identifier: "cafe")
        let relevance = WidgetRelevance([
            WidgetRelevanceAttribute(context: .date(from: start, to: start + 3600)),
            WidgetRelevanceAttribute(context: .location(region)),
            WidgetRelevanceAttribute(context: .date(interval: DateInterval(start: start, duration: 60), kind: .scheduled)),
            WidgetRelevanceAttribute(context: .fitness(.workoutActive)),
        ])
        #expect(relevance.attributes.map(\.context.description).dropFirst().first == "location cafe")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 48.851, longitude: 2.35)))
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 48.87, longitude: 2.35)))
        let configured = WidgetRelevanceAttribute(configuration: Pick(), context: .sleep(.wakeup))
        #expect(configured.configuration?.count == 2)
        WidgetCenter.shared.invalidateRelevance(ofKind: "Pick")
    }

    @Test func anOpenURLIntentButtonIsDrawnInsideALinkToItsURL() throws {
        let url = try #require(URL(string: "https://example.com/a/42"))
        #expect(OpenURLIntent(url).$url.wrappedValue == url)
        let node = serialize(Button(intent: OpenURLIntent(url)) { Text("Read") })
        guard case .link(let link) = node else {
            Issue.record("not a link: \(node)")
            return
        }
        #expect(link.url == "https://example.com/a/42")
        #expect(link.label.invocations.map(\.intent) == [""])
        #expect(ViewText.plainText(of: link.label) == "Read")
    }
}

/// App views compiled into a widget target keep their app-only modifiers, which a widget never runs.
struct AppOnlyModifierTests {
    @Test func aRefreshableListBuildsAndDrawsItsRows() {
        let list = List { Text("Today") }.refreshable {}
        #expect(ViewText.plainText(of: serialize(list)) == "Today")
    }
}

/// The list-editing helpers app model code calls on its arrays.
struct CollectionOffsetTests {
    @Test func rowsMoveAndAreRemovedAsInAList() {
        var rows = ["a", "b", "c", "d", "e"]
        rows.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(rows == ["b", "d", "a", "c", "e"])
        rows.move(fromOffsets: IndexSet([0]), toOffset: 5)
        #expect(rows == ["d", "a", "c", "e", "b"])
        rows.move(fromOffsets: IndexSet([1]), toOffset: 3)
        #expect(rows == ["d", "c", "a", "e", "b"])
        rows.remove(atOffsets: IndexSet([0, 4, 9]))
        #expect(rows == ["c", "a", "e"])
    }
}
