import Testing
import WidgetWire

@testable import WidgetSDK

/// Intents whose parameters are made in another order than reflection lists them, or replaced
/// in `init`, and a `perform()` that really suspends.
enum LayoutFixtures {
    /// A class intent whose superclass declares a parameter: reflection lists it first, `init` makes it last.
    class BaseIntent: AppIntent, @unchecked Sendable {
        class var title: LocalizedStringResource { "Base" }
        @Parameter(title: "Base") var base: Int
        required init() {}
        func perform() async throws -> some ReturnsValue<String> { .result(value: "base \(base)") }
    }

    /// Adds two parameters of its own to ``BaseIntent``'s; `perform()` names all three.
    final class DerivedIntent: BaseIntent, @unchecked Sendable {
        override class var title: LocalizedStringResource { "Derived" }
        @Parameter(title: "First") var first: String
        @Parameter(title: "Second", default: 2) var second: Int
        required init() {}
        func describe() -> String { "\(base) \(first) \(second)" }
    }

    /// Replaces its parameter's wrapper in `init`, so making it makes two parameters and reflection finds one.
    struct ReplacedIntent: AppIntent {
        static let title: LocalizedStringResource = "Replaced"
        @Parameter(title: "Count") var count: Int
        init() { _count = Parameter(title: "Count", default: 5) }
        func perform() async throws -> some ReturnsValue<Int> { .result(value: count * 10) }
    }

    /// Parameters between other stored properties, optional and not, set and not.
    struct MixedIntent: AppIntent {
        static let title: LocalizedStringResource = "Mixed"
        let note = "not a parameter"
        @Parameter(title: "Amount") var amount: Int
        var flag = true
        @Parameter(title: "Label") var label: String?
        let scale = 2.5
        @Parameter(title: "Shuffle", default: true) var shuffle: Bool
        init() {}
        init(amount: Int, label: String?) {
            self.amount = amount
            self.label = label
        }
        func perform() async throws -> some IntentResult { .result() }
    }

    /// Suspends before it answers, so the calling thread waits for the pool.
    struct SuspendingIntent: AppIntent {
        static let title: LocalizedStringResource = "Suspending"
        @Parameter(title: "Word") var word: String
        init() {}
        func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
            await Task.yield()
            let later = await Task.detached { "\(word)!" }.value
            return .result(value: later, dialog: "Said \(later)")
        }
    }
}

@Suite struct IntentLayoutTests {
    let runtime = PluginRuntime(
        bundle: FixtureWidgets.self, id: "layout", name: nil, version: "1",
        additionalIntents: [LayoutFixtures.DerivedIntent.self, LayoutFixtures.ReplacedIntent.self, LayoutFixtures.SuspendingIntent.self])

    private func perform(_ intent: String, _ parameters: [String: JSONValue]) async throws -> PerformResponse {
        try decodeSuccess(
            await runtime.perform(intentID: intent, request: try json(PerformRequest(parameters: parameters))), as: PerformResponse.self)
    }

    @Test func aSubclassIntentGetsEachValueInTheParameterOfItsName() async throws {
        let layout = IntentLayout<LayoutFixtures.DerivedIntent>.shared
        #expect(layout.slots.map(\.name) == ["base", "first", "second"])
        for (base, first) in [(1, "one"), (7, "seven")] {
            var parameters = IntentParameterList()
            let intent = layout.instantiate(parameters: &parameters)
            #expect(parameters.names == ["base", "first", "second"])
            let values = ParameterValues(["base": .integer(Int64(base)), "first": .string(first)])
            try await ParameterAssignment.assign(values, to: parameters, owner: "x")
            #expect(intent.describe() == "\(base) \(first) 2")
        }
        #expect(try await perform("LayoutFixtures.DerivedIntent", ["base": 3, "first": "a"]) == PerformResponse(value: "base 3"))
    }

    @Test func anIntentThatReplacesItsWrapperIsPerformedWithTheReplacement() async throws {
        #expect(try await perform("LayoutFixtures.ReplacedIntent", [:]) == PerformResponse(value: 50))
        #expect(try await perform("LayoutFixtures.ReplacedIntent", ["count": 2]) == PerformResponse(value: 20))
        #expect(try await perform("LayoutFixtures.ReplacedIntent", [:]) == PerformResponse(value: 50))
    }

    @Test func eachPerformGetsAFreshIntent() async throws {
        #expect(
            try await perform("LayoutFixtures.DerivedIntent", ["base": 1, "first": "a", "second": 9]) == PerformResponse(value: "base 1"))
        let failure = try #require(
            failure(of: await runtime.perform(intentID: "LayoutFixtures.DerivedIntent", request: #"{"parameters": {"base": 1}}"#)))
        #expect(failure.status == .invalidArgument)
        #expect(failure.message.contains("first"), "\(failure.message)")
    }

    /// A control's invocation (what `Button(intent:)` and `Toggle(isOn:intent:)` carry) reads the
    /// parameters a struct intent holds where it keeps them, the same ones reflection finds.
    @Test func aControlReadsTheParametersOfTheIntentValueItIsGiven() {
        let mixed = IntentLayout<LayoutFixtures.MixedIntent>.shared
        #expect(mixed.readsStoredParameters)
        for intent in [LayoutFixtures.MixedIntent(amount: 3, label: "three"), LayoutFixtures.MixedIntent(amount: -1, label: nil)] {
            let read = mixed.parameters(of: intent)
            let reflected = ParameterReflection.parameters(of: intent)
            #expect(read.map(\.name) == ["amount", "label", "shuffle"])
            #expect(zip(read, reflected).allSatisfy { $0.name == $1.name && $0.parameter === $1.parameter })
        }
        for intent in [LayoutFixtures.MixedIntent(amount: 3, label: "three"), LayoutFixtures.MixedIntent(amount: 7, label: nil)] {
            let reflected = ParameterReflection.parameters(of: intent).compactMap { found in
                found.parameter.assignedWireValue.map { (found.name, $0) }
            }
            #expect(makeIntentInvocation(intent).parameters == Dictionary(uniqueKeysWithValues: reflected))
        }
        #expect(
            makeIntentInvocation(LayoutFixtures.MixedIntent(amount: 3, label: "three")).parameters == ["amount": 3, "label": "three"])
        let replaced = LayoutFixtures.ReplacedIntent()
        #expect(IntentLayout<LayoutFixtures.ReplacedIntent>.shared.readsStoredParameters)
        #expect(makeIntentInvocation(replaced).parameters == [:])
        replaced.count = 2
        #expect(makeIntentInvocation(replaced).parameters == ["count": 2])
    }

    @Test func aControlReflectsOnAClassIntent() {
        #expect(!IntentLayout<LayoutFixtures.DerivedIntent>.shared.readsStoredParameters)
        let derived = LayoutFixtures.DerivedIntent()
        derived.base = 4
        derived.first = "f"
        #expect(makeIntentInvocation(derived).parameters == ["base": 4, "first": "f"])
    }

    @Test func aPerformThatSuspendsIsWaitedForOnTheCallingThread() async throws {
        let request = try json(PerformRequest(parameters: ["word": "hi"]))
        let runtime = runtime
        let outcome = await onHostThread {
            let call = PluginCall(runtime: runtime, recordsReadFailures: true)
            return PluginABI.run(call) { await runtime.perform(intentID: "LayoutFixtures.SuspendingIntent", request: request) }
        }
        #expect(try decodeSuccess(outcome, as: PerformResponse.self) == PerformResponse(value: "hi!", dialog: "Said hi!"))
    }
}
