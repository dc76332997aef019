import Testing

@testable import WidgetSDK

/// The intents a module declares, found from the image's conformance records, are exactly those a
/// cast of every declared type finds, in the same order: struct and enum intents by their own
/// record, a subclass intent through its superclass.
@Suite struct ModuleTypesTests {
    private let module = TypeIdentifier.moduleName(of: LayoutFixtures.DerivedIntent.self)
    private let image = PluginSlots.image(holding: LayoutFixtures.DerivedIntent.self)

    @Test func theIntentsFoundAreThoseEveryDeclaredTypeCastsTo() {
        let found = ModuleTypes.intents(in: module, image: image).map(ObjectIdentifier.init)
        let cast = ModuleTypes.declared(in: module, image: image).compactMap { $0 as? any AppIntent.Type }
        #expect(found == cast.map(ObjectIdentifier.init))
        #expect(found.contains(ObjectIdentifier(LayoutFixtures.DerivedIntent.self)), "a subclass intent, through its superclass")
        #expect(found.contains(ObjectIdentifier(LayoutFixtures.BaseIntent.self)))
        #expect(found.contains(ObjectIdentifier(LayoutFixtures.ReplacedIntent.self)), "a struct intent, by its own record")
        #expect(found.count > 10 && found.count < ModuleTypes.declared(in: module, image: image).count)
    }

    @Test func aModuleOfAnotherImageOrNoneHasNoIntents() {
        #expect(ModuleTypes.intents(in: "NoSuchModule", image: image).isEmpty)
        #expect(ModuleTypes.intents(in: module, image: 1).isEmpty, "no loaded image holds address 1")
    }
}
