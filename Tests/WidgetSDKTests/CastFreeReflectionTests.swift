import Testing

@testable import WidgetSDK

/// What building a manifest asks of an intent without a runtime cast: its parameters, found by the
/// fields that hold the parameters it made (the same ones, in the same order, that `Mirror`
/// finds), and whether it is a configuration or set-value intent, answered by its conformance (a
/// subclass that adds the refinement is still found, by a cast).
@Suite struct CastFreeReflectionTests {
    /// A subclass that becomes a set-value intent: the conformance its superclass declared says no.
    final class ToggledIntent: LayoutFixtures.BaseIntent, SetValueIntent, @unchecked Sendable {
        override class var title: LocalizedStringResource { "Toggled" }
        @Parameter(title: "On") var value: Bool
        required init() {}
    }

    private func reflected<Intent: AppIntent>(_ type: Intent.Type) -> (fields: [String]?, found: [String], mirrored: [String]) {
        let made = ParameterCollection.making { Intent() }
        let found = ParameterReflection.parameters(of: made.intent, recorded: made.parameters)
        let mirrored = ParameterReflection.parameters(of: made.intent)
        #expect(zip(found, mirrored).allSatisfy { $0.parameter === $1.parameter }, "the same parameter instances")
        return (
            FieldParameters.parameters(of: made.intent, recorded: made.parameters)?.map(\.name), found.map(\.name), mirrored.map(\.name)
        )
    }

    @Test func aStructIntentsParametersAreFoundByTheirFieldsAsMirrorFindsThem() {
        let mixed = reflected(LayoutFixtures.MixedIntent.self)
        #expect(mixed.fields == ["amount", "label", "shuffle"], "between other stored properties, in declaration order")
        #expect(mixed.found == mixed.mirrored)
        let light = reflected(Fixtures.LightIntent.self)
        #expect(light.fields == ["value"])
        #expect(light.found == light.mirrored)
        let none = reflected(SeedAppIntents.ConfigurationIntent.self)
        #expect(none.found == none.mirrored)
    }

    @Test func anIntentTheFieldsCannotAccountForIsReflectedOn() {
        // `init` replaces its parameter: it made two, and holds one.
        let replaced = reflected(LayoutFixtures.ReplacedIntent.self)
        #expect(replaced.fields == nil)
        #expect(replaced.found == ["count"])
        #expect(replaced.found == replaced.mirrored)
        // A class: its superclass's parameters come first, which only reflection lists.
        let derived = reflected(LayoutFixtures.DerivedIntent.self)
        #expect(derived.fields == nil)
        #expect(derived.found == ["base", "first", "second"])
    }

    @Test func theKindOfAnIntentIsWhatACastSays() {
        let intents: [any AppIntent.Type] = [
            Fixtures.LightIntent.self, LayoutFixtures.MixedIntent.self, SeedAppIntents.ConfigurationIntent.self,
            SeedTasks.SelectTaskIntent.self, LayoutFixtures.BaseIntent.self, ToggledIntent.self,
        ]
        for intent in intents {
            #expect(kind(of: intent).setValue == (intent is any SetValueIntent.Type), "\(intent)")
            #expect(kind(of: intent).configuration == (intent is any WidgetConfigurationIntent.Type), "\(intent)")
        }
        #expect(kind(of: ToggledIntent.self).setValue, "a subclass that adds SetValueIntent")
        func witness<Intent: AppIntent>(_ type: Intent.Type) -> Bool { type._isSetValueIntent }
        #expect(!witness(ToggledIntent.self), "which the conformance its superclass declared does not know")
        #expect(witness(Fixtures.LightIntent.self))
        #expect(kind(of: SeedTasks.SelectTaskIntent.self).configuration)
    }

    private func kind(of intent: any AppIntent.Type) -> (setValue: Bool, configuration: Bool) {
        func open<Intent: AppIntent>(_ type: Intent.Type) -> (setValue: Bool, configuration: Bool) {
            (IntentKind.isSetValue(type), IntentKind.isConfiguration(type))
        }
        return open(intent)
    }
}
