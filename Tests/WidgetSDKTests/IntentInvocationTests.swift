import Testing
import WidgetWire

@testable import WidgetSDK

enum InvocationFixtures {
    struct MyCalculateIntent: AppIntent {
        static let title: LocalizedStringResource = "My Calculate Task"
        static let description: IntentDescription = IntentDescription("My Calculate Number Task")

        @Parameter(title: "value")
        var value: Int

        init() {}
        init(value: Int) { self.value = value }

        func perform() async throws -> some IntentResult { .result() }
    }

    struct ButtonIntent: AppIntent {
        static let title: LocalizedStringResource = "button press"
        static let description: IntentDescription? = IntentDescription(stringLiteral: "none")

        @Parameter(title: "edit message")
        var widgetEdit: String?

        @Parameter(title: "style", default: "plain")
        var style: String?

        init() {}
        init(widgetEdit: String? = "none") { self.widgetEdit = widgetEdit }

        func perform() async throws -> some IntentResult { .result() }
    }
}

@Test func invocationCarriesTheIdentifierAndTheValuesThatWereSet() {
    let invocation = makeIntentInvocation(InvocationFixtures.MyCalculateIntent(value: 10))
    #expect(invocation == IntentInvocation(intent: "InvocationFixtures.MyCalculateIntent", parameters: ["value": 10]))
}

@Test func invocationLeavesOutUnsetParametersAndKeepsANilThatOverridesADefault() {
    let unset = makeIntentInvocation(InvocationFixtures.ButtonIntent())
    #expect(unset.parameters.isEmpty)

    let intent = InvocationFixtures.ButtonIntent(widgetEdit: "hello")
    intent.style = nil
    let invocation = makeIntentInvocation(intent)
    #expect(invocation.parameters == ["widgetEdit": "hello", "style": .null])
}

@Test func invocationRecordsTheIntentTypeInTheRegistry() throws {
    let invocation = makeIntentInvocation(InvocationFixtures.ButtonIntent(widgetEdit: nil))
    let registered = try #require(IntentRegistry.current.type(for: invocation.intent))
    #expect(ObjectIdentifier(registered) == ObjectIdentifier(InvocationFixtures.ButtonIntent.self))
}
