import Testing
import WidgetLayout
import WidgetWire

struct TextLayoutTests {
    typealias S = LayoutTestSupport

    private func runs(_ text: String, size: Double = 10) -> [StyledTextRun] {
        [StyledTextRun(text: text, font: ResolvedFont(size: size), paint: .color(.black))]
    }

    private let breaker = TextLineBreaker(measurer: FakeTextMeasurer())

    @Test func wrapsAtSpacesWithinTheWidth() {
        // Each word is 4 × 5 = 20 pt wide, a space 5 pt.
        let layout = breaker.layout(runs("aaaa bbbb cccc"), maxWidth: 46)
        #expect(layout.lines.map(\.plainText) == ["aaaa bbbb", "cccc"])
        #expect(layout.size == LayoutSize(width: 45, height: 20))
        #expect(!layout.isTruncated)
    }

    @Test func breaksAWordThatIsTooWideAlone() {
        let layout = breaker.layout(runs("abcdefgh"), maxWidth: 20)
        #expect(layout.lines.map(\.plainText) == ["abcd", "efgh"])
    }

    @Test func aHyphenatedWordBreaksAfterItsHyphenAndALeadingMinusStays() {
        // 5 pt a character: "Amsterdam-" is 50 pt, "Centrum" 35 pt.
        let layout = breaker.layout(runs("Amsterdam-Centrum"), maxWidth: 60)
        #expect(layout.lines.map(\.plainText) == ["Amsterdam-", "Centrum"])
        #expect(breaker.layout(runs("-12 °C"), maxWidth: 20).lines.map(\.plainText) == ["-12", "°C"])
        #expect(breaker.layout(runs("up–down"), maxWidth: 20).lines.map(\.plainText) == ["up–", "down"])
    }

    @Test func cjkTextBreaksBetweenCharacters() {
        // Wide characters are 10 pt each.
        let layout = breaker.layout(runs("下班路上去超市"), maxWidth: 30)
        #expect(layout.lines.map(\.plainText) == ["下班路", "上去超", "市"])
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let layout = breaker.layout(runs("aaaa bbbb cccc dddd"), maxWidth: 26, lineLimit: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        #expect(layout.lines[1].plainText.hasSuffix("…"))
        #expect(layout.lines[1].width <= 26)
    }

    @Test func theHeightOfferedLimitsTheLines() {
        let layout = breaker.layout(runs("aaaa bbbb cccc dddd"), maxWidth: 26, maxHeight: 25)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let layout = breaker.layout(runs("aaaaaaaa"), maxWidth: 30, lineLimit: 1, minimumScaleFactor: 0.5)
        #expect(!layout.isTruncated)
        #expect(layout.lines.count == 1)
        #expect(layout.scale < 1)
        #expect(layout.size.width <= 30)
    }

    /// A character that cannot break, larger than its box (an emoji avatar at 500 pt in a 50 pt
    /// frame, `minimumScaleFactor(0.01)`), shrinks until it fits, as in SwiftUI, below 5 % if asked.
    @Test func minimumScaleFactorShrinksACharacterLargerThanItsBox() {
        let layout = breaker.layout(runs("下", size: 500), maxWidth: 50, maxHeight: 50, minimumScaleFactor: 0.01)
        #expect(layout.size.width <= 50.5 && layout.size.height <= 50.5, "\(layout.size)")
        #expect(layout.scale < 0.11 && layout.scale > 0.05, "\(layout.scale)")
        #expect(layout.plainText == "下")
        let tiny = breaker.layout(runs("下", size: 5000), maxWidth: 50, maxHeight: 50, minimumScaleFactor: 0.01)
        #expect(tiny.size.width <= 50.5 && abs(tiny.scale - 0.01) < 0.001, "\(tiny.scale)")
        let unscaled = breaker.layout(runs("下", size: 500), maxWidth: 50, maxHeight: 50)
        #expect(unscaled.scale == 1)
    }

    @Test func newlinesStartNewLines() {
        let layout = breaker.layout(runs("ab\ncd"), maxWidth: nil)
        #expect(layout.lines.map(\.plainText) == ["ab", "cd"])
    }

    @Test func multilineAlignmentPlacesShortLines() {
        let centered = breaker.layout(runs("aaaa bb"), maxWidth: 22, alignment: .center)
        #expect(centered.lines[1].x == (20 - 10) / 2)
        let trailing = breaker.layout(runs("aaaa bb"), maxWidth: 22, alignment: .trailing)
        #expect(trailing.lines[1].x == 10)
    }

    @Test func runsKeepTheirOwnStyles() {
        let styled = [
            StyledTextRun(text: "Time: ", font: ResolvedFont(size: 10), paint: .color(.black)),
            StyledTextRun(text: "18:30", font: ResolvedFont(size: 10, weight: 700), paint: .color(.white), strikethrough: .white),
        ]
        let layout = breaker.layout(styled, maxWidth: nil)
        #expect(layout.lines.count == 1)
        let fragments = layout.lines[0].fragments
        #expect(fragments.map(\.text) == ["Time: ", "18:30"])
        #expect(fragments[1].x == 30)
        #expect(fragments[1].font.weight == 700)
        #expect(fragments[1].strikethrough == .white)
    }

    @Test func textInheritsFontColorAndStrikethroughFromModifiers() throws {
        let node = S.text("Done").modified(.textStyle(TextStyleSpec(strikethrough: true))).modified(.font(NodeFont(style: "headline")))
            .modified(.foreground(.color(.named("secondary", opacity: 1))))
        let tree = S.layout(node)
        let layout = try #require(S.textLayout(containing: "Done", in: tree))
        let fragment = try #require(layout.lines.first?.fragments.first)
        #expect(fragment.font.size == 17)
        #expect(fragment.font.weight == 600)
        #expect(fragment.strikethrough != nil)
        #expect(fragment.paint == .color(RGBAColor(bytes: 60, 60, 67, alpha: 0.6)))
    }

    @Test func textWrapsToTheFrameItIsGiven() throws {
        let node = S.text("aaaa bbbb cccc").modified(.frame(FrameSpec(width: 80)))
        let tree = S.layout(node, family: .systemSmall)
        let layout = try #require(S.textLayout(containing: "aaaa", in: tree))
        // 17-pt text: words are 34 pt, so two fit in 80 pt per line.
        #expect(layout.lines.map(\.plainText) == ["aaaa bbbb", "cccc"])
    }

    @Test func datesAreFormattedFromNow() throws {
        let node = ViewNode.text(
            TextNode(runs: [TextRun(.string("Time: ")), TextRun(.date(LayoutTestSupport.now.timeIntervalSince1970, style: .time))]))
        let tree = S.layout(node)
        #expect(try #require(S.textLayout(containing: "Time", in: tree)).plainText == "Time: 18:30")
    }

    @Test func redactedTextDrawsBarsInsteadOfText() throws {
        let tree = S.layout(S.text("secret").modified(.redacted))
        #expect(S.textLayout(containing: "secret", in: tree) == nil)
        #expect(!S.boxes("redacted", in: tree).isEmpty)
    }

    /// `.unredacted()` inside a redacted view draws its content as text, the rest as bars (a placeholder's title).
    @Test func unredactedTextInsideARedactedViewIsDrawn() throws {
        let node = ViewNode.stack(StackNode(axis: .vertical, children: [S.text("Title").modified(.unredacted), S.text("secret")]))
        let tree = S.layout(node.modified(.redacted))
        #expect(S.textLayout(containing: "Title", in: tree) != nil)
        #expect(S.textLayout(containing: "secret", in: tree) == nil)
        #expect(S.boxes("redacted", in: tree).count == 1)
    }
}
