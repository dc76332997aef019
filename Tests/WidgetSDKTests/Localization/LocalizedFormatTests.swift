import Testing

@testable import WidgetSDK

/// How a translated format is read (its literal text and where its arguments go), how a plural
/// variant is chosen, and how a `.stringsdict` format's variables are substituted.
struct LocalizedFormatTests {
    @Test func specifiersInOrderAndByPositionBecomeArguments() {
        #expect(
            LocalizedFormat("%@ hat %lld Tassen").pieces == [.argument(0), .literal(" hat "), .argument(1), .literal(" Tassen")])
        #expect(LocalizedFormat("%2$@, %1$.1f").pieces == [.argument(1), .literal(", "), .argument(0)])
        #expect(LocalizedFormat("100%% %d").pieces == [.literal("100% "), .argument(0)])
        #expect(LocalizedFormat("50%").pieces == [.literal("50%")])
    }

    @Test func aKeysSpecifiersAreSwiftUIs() {
        #expect(LocalizedFormat.specifier(ofInteger: 3) == "%lld")
        #expect(LocalizedFormat.specifier(ofInteger: Int32(3)) == "%d")
        #expect(LocalizedFormat.specifier(ofInteger: UInt(3)) == "%llu")
        #expect(LocalizedFormat.specifier(ofFloatingPoint: Double.self) == "%lf")
        #expect(LocalizedFormat.specifier(ofFloatingPoint: Float.self) == "%f")
        #expect(LocalizedFormat.escaped("100% of") == "100%% of")
    }

    @Test func pluralCategoriesFollowTheLanguagesRules() {
        #expect([0, 1, 2].map { PluralRules.category(of: $0, language: "en") } == ["other", "one", "other"])
        #expect([0, 1, 2].map { PluralRules.category(of: $0, language: "fr") } == ["one", "one", "other"])
        #expect(
            [1, 3, 5, 11, 21, 22].map { PluralRules.category(of: $0, language: "ru") } == ["one", "few", "many", "many", "one", "few"])
        #expect([1, 3, 5, 22].map { PluralRules.category(of: $0, language: "pl-PL") } == ["one", "few", "many", "few"])
        #expect(PluralRules.category(of: 1, language: "ja") == "other")
        #expect(PluralRules.category(of: 1.5, language: "en") == "other")
        #expect([0, 2, 3, 11, 100].map { PluralRules.category(of: $0, language: "ar") } == ["zero", "two", "few", "many", "other"])
    }

    @Test func aPluralVariantIsChosenByTheFirstNumber() {
        let cups = LocalizedValue.plural(["zero": "keine Tassen", "one": "%lld Tasse", "other": "%lld Tassen"])
        #expect(cups.format(numbers: [nil, 1], language: "de") == "%lld Tasse")
        #expect(cups.format(numbers: [4], language: "de") == "%lld Tassen")
        #expect(cups.format(numbers: [0], language: "de") == "keine Tassen")
        #expect(cups.plainText == "%lld Tassen")
    }

    @Test func aStringsdictVariableTakesTheArgumentAtItsPlace() {
        let days = ["one": "%lld Tag", "other": "%lld Tage"]
        let value = LocalizedValue.formatted(format: "%@: noch %#@days@ (100%%)", variables: ["days": days])
        #expect(value.format(numbers: [nil, 1], language: "de") == "%@: noch %lld Tag (100%%)")
        #expect(value.format(numbers: [nil, 7], language: "de") == "%@: noch %lld Tage (100%%)")
        let positional = LocalizedValue.formatted(format: "%2$#@days@ für %1$@", variables: ["days": days])
        #expect(positional.format(numbers: [nil, 1], language: "de") == "%lld Tag für %1$@")
    }
}
