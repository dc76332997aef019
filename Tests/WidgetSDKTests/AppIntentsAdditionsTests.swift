import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// AppIntents API a probe of unseen widget code did not build with: parameter options that are recorded, and
/// requests for an answer, which a widget cannot ask anyone and so fail the call with a message.
struct AppIntentsAdditionsTests {
    struct PlanIntent: AppIntent {
        static let title: LocalizedStringResource = "Plan"
        static let description = IntentDescription("Plans a trip", categoryName: "Travel", resultValueName: "Plan")
        @Parameter(title: "Stops", default: ["home"], size: 4) var stops: [String]
        @Parameter(title: "Friends", size: [.systemSmall: 2, .systemMedium: 4]) var friends: [String]?
        @Parameter(title: "Site", inputOptions: String.IntentInputOptions(keyboardType: .URL, capitalizationType: .none)) var site: String?
        @Parameter(title: "Due", kind: .date) var due: Date?

        func perform() async throws -> some IntentResult {
            try await requestConfirmation(actionName: .go, dialog: "Go?")
            return .result()
        }
    }

    /// A stub the widget target keeps for an intent its app performs (a Live Activity's), as published code writes it.
    struct AppOnlyIntent: AppIntent {
        static let title: LocalizedStringResource = "Start"
        func perform() async throws -> some IntentResult { fatalError("performed by the app") }
    }

    /// The same stub written with `Never` as its result.
    struct NeverReturningIntent: AppIntent {
        static let title: LocalizedStringResource = "Stop"
        func perform() async throws -> Never { fatalError("performed by the app") }
    }

    @Test func anIntentWhosePerformNeverReturnsIsAnIntent() {
        let intents: [any AppIntent.Type] = [AppOnlyIntent.self, NeverReturningIntent.self]
        #expect(intents.map { $0.title.defaultValue } == ["Start", "Stop"])
    }

    @Test func recordedParameterOptionsKeepTheirDefaults() {
        let intent = PlanIntent()
        #expect(intent.stops == ["home"] && intent.friends == nil && intent.site == nil && intent.due == nil)
        #expect(PlanIntent.description.categoryName?.defaultValue == "Travel")
    }

    @Test func requestsForAnAnswerFailTheCallWithAMessage() async {
        let intent = PlanIntent()
        await #expect(throws: AppIntentError.userActionRequired) { try await intent.perform() }
        await #expect(throws: IntentParameterNeedsValueError.self) {
            let due: Date = try await intent.$due.requestValue("When?")
            _ = due
        }
        await #expect(throws: IntentParameterNeedsValueError.self) {
            _ = try await intent.$site.requestDisambiguation(among: ["a", "b"], dialog: "Which?")
        }
        #expect(describeError(AppIntentError.userActionRequired).contains("no one to ask"))
        #expect(describeError(AppIntentError.Unrecoverable.entityNotFound) == "the entity was not found")
    }

    @Test func accentedRenderingModeDrawsTheImageAsItIs() {
        let plain = serialize(Image(systemName: "house"))
        #expect(serialize(Image(systemName: "house").widgetAccentedRenderingMode(.accentedDesaturated)) == plain)
    }
}
