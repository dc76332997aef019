import Foundation
internal import Synchronization
import Testing
import WidgetWire

@testable import WidgetSDK

/// API a fifth probe of unseen widget code did not build with or drew wrong: a sparkline drawn from a
/// reader's size, session configurations, and text formatted in the user's locale.
struct ProbeFiveAPITests {
    private func widget<V: View>(_ view: V, family: WidgetFamily = .systemMedium) -> ViewNode {
        let size = family.wireName.displaySize
        let environment = EnvironmentValues.widget(
            family: family, displaySize: CGSize(width: size.width, height: size.height), contentMarginsDisabled: false,
            isPreview: false)
        return ViewSerializer.node(view, in: environment)
    }

    private func paths(in node: ViewNode) -> [ShapePathData] {
        switch node {
        case .shape(let shape): return shape.path.map { [$0] } ?? []
        case .stack(let stack): return stack.children.flatMap(paths(in:))
        case .modified(let content, _): return paths(in: content)
        default: return []
        }
    }

    @Test func aPathDrawnInAReaderIsMadeForTheReadersSize() {
        let sparkline = GeometryReader { proxy in
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: proxy.size.width, y: proxy.size.height))
            }
            .stroke(Color.green, lineWidth: 2)
        }
        // systemMedium is 364×170, less 16 pt margins: the host scales the path from 332×138 to the reader's frame.
        let drawn = paths(
            in: widget(
                VStack {
                    Text("Price"); sparkline
                }))
        #expect(drawn == [ShapePathData(d: "M0 0 L332 138", width: 332, height: 138)])
        // A path outside a reader keeps its points as they are.
        let plain = Path { path in path.addLines([.zero, CGPoint(x: 10, y: 10)]) }
        #expect(paths(in: widget(plain)) == [ShapePathData(d: "M0 0 L10 10")])
    }

    @Test func labeledContentIsItsLabelAndItsValueInTheSecondaryStyle() {
        let spacer = ViewNode.spacer(minLength: 8)
        let secondary = NodeModifier.foreground(.color(named("secondary")))
        let expected = { (label: String, value: String) in
            ViewNode.stack(
                StackNode(
                    axis: .horizontal, alignment: .firstTextBaseline,
                    children: [text(label), spacer, text(value).modified(secondary)]))
        }
        #expect(serialize(LabeledContent("Distance", value: "4.7 km")) == expected("Distance", "4.7 km"))
        #expect(serialize(LabeledContent("Steps", value: 6482, format: .number)) == expected("Steps", "6,482"))
        #expect(serialize(LabeledContent("Rate") { Text("62 BPM") }) == expected("Rate", "62 BPM"))
        let custom = LabeledContent {
            Text("12")
        } label: {
            Text("Floors")
        }
        #expect(serialize(custom) == expected("Floors", "12"))
    }

    @Test func accessibilityTraitsColorEffectsAndSmallCapsAreAcceptedAndChangeNothingDrawn() {
        let plain = serialize(Text("Scores"))
        #expect(serialize(Text("Scores").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits([.isButton, .isImage])) == plain)
        #expect(serialize(Text("Scores").accessibilitySortPriority(1).preferredColorScheme(.dark)) == plain)
        #expect(serialize(Text("Scores").hueRotation(.degrees(30)).colorInvert().colorMultiply(.red).luminanceToAlpha()) == plain)
        #expect(Font.body.smallCaps() == .body && Font.body.lowercaseSmallCaps() == .body && Font.body.uppercaseSmallCaps() == .body)
    }

    final class TallyStore: @unchecked Sendable {
        var count = 0
    }

    struct TallyIntent: AppIntent {
        static let title: LocalizedStringResource = "Tally"
        @Dependency var store: TallyStore

        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            store.count += 1
            return .result(value: store.count)
        }
    }

    @Test func intentsReadTheirDependenciesFromTheManager() async throws {
        let store = TallyStore()
        AppDependencyManager.shared.add(dependency: store)
        _ = try await TallyIntent().perform()
        _ = try await TallyIntent().perform()
        #expect(store.count == 2)
        // A provider made when the dependency is first read, once; and a manager of one's own (for tests).
        let manager = AppDependencyManager()
        let made = Mutex(0)
        manager.add { () -> TallyStore in
            made.withLock { $0 += 1 }
            return TallyStore()
        }
        let dependency = AppDependency<TallyStore>(manager: manager)
        #expect(made.withLock { $0 } == 0)
        dependency.wrappedValue.count = 5
        #expect(dependency.wrappedValue.count == 5 && made.withLock { $0 } == 1)
    }

    struct EmptyProvider: TimelineProvider {
        struct Entry: TimelineEntry { let date: Date }
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    @Test func aWidgetHandlingBackgroundSessionEventsKeepsItsDefinition() {
        let configuration = StaticConfiguration(kind: "Feed", provider: EmptyProvider()) { _ in Text("Feed") }
            .configurationDisplayName("Feed")
            .onBackgroundURLSessionEvents { _, completion in completion() }
        let definitions = configuration._widgetDefinitions?.definitions ?? []
        #expect(definitions.map(\.kind) == ["Feed"] && definitions.first?.displayName == "Feed")
    }

    struct Place: AppEntity {
        let id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
        static let defaultQuery = PlaceQuery()
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct PlaceQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Place] { identifiers.map(Place.init(id:)) }

        func suggestedEntities() async throws -> IntentItemCollection<Place> {
            ItemCollection {
                ItemSection("Nearby") { Place(id: "cafe") }
                ItemSection("Saved") {
                    IntentItem(Place(id: "library"), title: "Library", subtitle: "Saved")
                    Place(id: "park")
                }
            }
        }

        func defaultResult() async -> Place? { try? await suggestedEntities().first }
    }

    @Test func aQueryMaySuggestItsEntitiesInSections() async throws {
        let query = PlaceQuery()
        let suggested: [Place] = try await query.suggestedEntities()
        #expect(suggested.map(\.id) == ["cafe", "library", "park"])
        #expect(await query.defaultResult()?.id == "cafe")
        // Through the protocol, as the SDK's query handler asks any entity's default query.
        func suggestions<Query: EntityQuery>(of query: Query) async throws -> [Query.Entity] { try await query.suggestedEntities() }
        #expect(try await suggestions(of: Place.defaultQuery).map(\.id) == ["cafe", "library", "park"])
    }

    @Test func sessionConfigurationsTakeWhatWidgetCodeSets() {
        let configuration = URLSessionConfiguration.default
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.allowsCellularAccess = false
        configuration.allowsExpensiveNetworkAccess = false
        configuration.allowsConstrainedNetworkAccess = false
        configuration.isDiscretionary = true
        configuration.httpMaximumConnectionsPerHost = 2
        configuration.httpShouldSetCookies = false
        configuration.sharedContainerIdentifier = "group.com.example"
        let session = URLSession(configuration: configuration)
        #expect(session.configuration.requestCachePolicy == .reloadIgnoringLocalCacheData)
        #expect(!session.configuration.allowsCellularAccess && session.configuration.httpMaximumConnectionsPerHost == 2)
        #expect(URLSessionConfiguration.default.identifier == nil)
        #expect(URLSessionConfiguration.background(withIdentifier: "com.example.refresh").identifier == "com.example.refresh")
    }

    @Test func textIsFormattedInTheUsersLocaleNotFoundationsWorldEnglish() {
        #expect(UserLocale.locale(from: [:]).identifier == "en_US")
        #expect(UserLocale.locale(from: ["LANG": "C.UTF-8"]).identifier == "en_US")
        #expect(UserLocale.locale(from: ["LANG": "de_DE.UTF-8"]).identifier == "de_DE")
        #expect(UserLocale.locale(from: ["LANG": "fr_FR.UTF-8@euro"]).identifier == "fr_FR")
        #expect(UserLocale.locale(from: ["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"]).identifier == "en_US")
        #expect(UserLocale.locale(from: ["LC_ALL": "ja_JP.UTF-8", "LANG": "de_DE.UTF-8"]).identifier == "ja_JP")
        #expect(EnvironmentValues().locale == UserLocale.current)
        // Foundation's Locale.current on Linux is en_001, which writes "US$" and puts the day first.
        let price = ViewSerializer.node(Text(64_231.5, format: .currency(code: "USD")), in: environment(UserLocale.locale(from: [:])))
        #expect(price == text("$64,231.50"))
        let day = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-30
        let date = ViewSerializer.node(Text(day, format: .dateTime.month(.wide).day()), in: environment(UserLocale.locale(from: [:])))
        #expect(date == text("November 30"))
    }

    private func environment(_ locale: Locale) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = locale
        environment.timeZone = TimeZone(identifier: "UTC")!
        return environment
    }
}
