import Testing
import WidgetWire

@testable import WidgetSDK

/// `TextStyleSpec.isEmpty` decides whether a text run carries a style on the wire; it reads the fields one by one.
struct TextStyleSpecTests {
    @Test func aSpecWithNoFieldSetIsEmpty() {
        #expect(TextStyleSpec().isEmpty)
    }

    @Test(arguments: [
        TextStyleSpec(weight: "bold"), TextStyleSpec(italic: false), TextStyleSpec(strikethrough: true),
        TextStyleSpec(strikethroughColor: .named("red", opacity: 1)), TextStyleSpec(underline: true),
        TextStyleSpec(underlineColor: .named("blue", opacity: 1)), TextStyleSpec(monospacedDigit: true),
        TextStyleSpec(textCase: "uppercase"), TextStyleSpec(textScale: "secondary"), TextStyleSpec(design: "serif"),
    ])
    func anyOneFieldSetMakesItNonEmpty(_ spec: TextStyleSpec) {
        #expect(!spec.isEmpty)
        #expect(spec != TextStyleSpec())
    }
}
