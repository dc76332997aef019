import Testing
import WidgetWire

@testable import WidgetSDK

/// A parameter the intent's `init()` sets starts a new widget from that value, as iOS makes a configuration
/// intent with `init()` (Apple's "Making a configurable widget" sets its defaults there), and `withAnimation`
/// in app code a widget shares makes its change at once.
@Suite struct InitialParameterValuesTests {
    enum DisplayStyle: String, AppEnum {
        case auto, light, dark

        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Style"
        static let caseDisplayRepresentations: [DisplayStyle: DisplayRepresentation] = [.auto: "Auto", .light: "Light", .dark: "Dark"]
    }

    struct ClockIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Clock"

        @Parameter(title: "Style") var style: DisplayStyle
        @Parameter(title: "Seconds", default: 10) var seconds: Int
        @Parameter(title: "Label", default: "Clock") var label: String
        @Parameter(title: "Note") var note: String?

        init() {
            style = .auto
            seconds = 30
        }
    }

    @Test func theValuesInitSetsAreTheParametersDefaults() throws {
        let runtime = PluginRuntime(
            bundle: FixtureWidgets.self, id: "dev.widgethost.initial", name: "Initial", version: "1.0.0",
            additionalIntents: [ClockIntent.self])
        let intent = try #require(try runtime.manifest().manifest.intent(id: TypeIdentifier.identifier(for: ClockIntent.self)))
        #expect(intent.parameter(named: "style")?.defaultValue == "auto")
        #expect(intent.parameter(named: "seconds")?.defaultValue == 30)
        #expect(intent.parameter(named: "label")?.defaultValue == "Clock")
        #expect(intent.parameter(named: "note")?.defaultValue == nil)
    }

    struct Key: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Key"
        static let defaultQuery = KeyQuery()
        /// What a widget shows until it is configured: no key the query knows.
        static let notConfigured = Key(id: "-", name: "Not configured")
        let id: String
        let name: String
        var displayRepresentation: DisplayRepresentation { "\(name)" }
    }

    struct KeyQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Key] {
            identifiers.filter { $0 == "front" }.map { Key(id: $0, name: "Front door") }
        }
    }

    struct KeyIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Key"
        @Parameter(title: "Key") var key: Key

        init() {
            key = .notConfigured
        }
    }

    @Test func aPlaceholderEntityInitSetsIsKeptWithoutItsQuery() async throws {
        let placeholder = KeyIntent()
        try await ParameterAssignment.assign(["key": "-"], to: placeholder)
        #expect(placeholder.key.name == "Not configured")
        let configured = KeyIntent()
        try await ParameterAssignment.assign(["key": "front"], to: configured)
        #expect(configured.key.name == "Front door")
        await #expect(throws: HandlerError.self) { try await ParameterAssignment.assign(["key": "back"], to: KeyIntent()) }
    }

    @Test func withAnimationMakesTheChangeAtOnce() {
        var progress = 0.0
        withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) { progress = 1 }
        var completed = false
        let doubled = withAnimation(.easeInOut, completionCriteria: .removed, { progress * 2 }, completion: { completed = true })
        withTransaction(Transaction(animation: .default)) { progress += 1 }
        let spellings: [Animation] = [.spring(), .spring(duration: 0.3), .interactiveSpring(), .interactiveSpring(response: 0.2)]
        #expect(spellings.count == 4)
        #expect(progress == 2 && doubled == 2 && completed)
    }
}
