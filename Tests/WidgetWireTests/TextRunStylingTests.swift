import Testing

@testable import WidgetWire

/// A ``TextRun`` keeps its own font, style and color apart from its content, and only when one is
/// set: runs still compare, hash, encode and change field by field as values.
struct TextRunStylingTests {
    private static let font = NodeFont(style: "headline", weight: "bold")
    private static let style = TextStyleSpec(italic: true)
    private static let red = NodePaint.color(.named("red", opacity: 1))

    @Test func aRunWithNothingSetIsPlainAndEqualToOneMadeWithNils() {
        let plain = TextRun(.string("a"))
        let withNils = TextRun(.string("a"), font: nil, textStyle: nil, foreground: nil)
        #expect(plain.isPlain && withNils.isPlain)
        #expect(plain == withNils && plain.hashValue == withNils.hashValue)
        #expect(plain.font == nil && plain.textStyle == nil && plain.foreground == nil)
    }

    @Test func eachFieldIsKeptAndComparedAsAValue() {
        let styled = TextRun(.string("a"), font: Self.font, textStyle: Self.style, foreground: Self.red)
        #expect(!styled.isPlain)
        #expect(styled.font == Self.font && styled.textStyle == Self.style && styled.foreground == Self.red)
        let same = TextRun(.string("a"), font: Self.font, textStyle: Self.style, foreground: Self.red)
        #expect(styled == same && styled.hashValue == same.hashValue, "made apart, equal by their fields")
        #expect(styled != TextRun(.string("a"), font: Self.font, textStyle: Self.style))
        #expect(styled != TextRun(.string("b"), font: Self.font, textStyle: Self.style, foreground: Self.red))
        #expect(styled.isStyledLike(same) && !styled.isStyledLike(TextRun(.string("a"))))
    }

    @Test func settingAFieldChangesThatRunAloneAndClearingEveryFieldMakesItPlain() {
        let original = TextRun(.string("a"), font: Self.font)
        var changed = original
        changed.foreground = Self.red
        #expect(original.foreground == nil, "a copy's change does not reach the run it was copied from")
        #expect(changed.font == Self.font && changed.foreground == Self.red)
        changed.font = nil
        changed.foreground = nil
        #expect(changed.isPlain && changed == TextRun(.string("a")))
        changed.textStyle = TextStyleSpec()
        #expect(!changed.isPlain, "an empty style set is still a style set, as before")
    }

    @Test func aStyledRunEncodesAndDecodesAsBefore() throws {
        let node = ViewNode.text(TextNode(runs: [TextRun(.string("a"), font: Self.font, foreground: Self.red), TextRun(.string("b"))]))
        let bytes = try WireCoding.encode(node)
        #expect(try WireCoding.decode(ViewNode.self, from: bytes) == node)
        let timeline = TimelinePayload(entries: [TimelineEntryPayload(date: 1, view: node)], policy: .never)
        #expect(try WireCoding.decodeTimeline(from: WireCoding.encodeTimeline(timeline)) == timeline)
    }
}
