import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// The Markdown SwiftUI reads in a text's key: styles span interpolations, never apply inside them,
/// and text that only looks like Markdown is shown as written.
struct MarkdownTextTests {
    private let bold = TextStyleSpec(weight: "bold")
    private let italic = TextStyleSpec(italic: true)

    private func runs<V: View>(_ view: V) -> [TextRun] {
        guard case .text(let node) = serialize(view) else { return [] }
        return node.runs
    }

    @Test func strongEmphasisStrikethroughAndCodeAreStyled() {
        #expect(
            runs(Text("**Bold** and _italic_, ~~gone~~ `code`")) == [
                TextRun(.string("Bold"), textStyle: bold), TextRun(.string(" and ")), TextRun(.string("italic"), textStyle: italic),
                TextRun(.string(", ")), TextRun(.string("gone"), textStyle: TextStyleSpec(strikethrough: true)), TextRun(.string(" ")),
                TextRun(.string("code"), textStyle: TextStyleSpec(design: "monospaced")),
            ])
        #expect(
            runs(Text("***both*** __also__")) == [
                TextRun(.string("both"), textStyle: TextStyleSpec(weight: "bold", italic: true)), TextRun(.string(" ")),
                TextRun(.string("also"), textStyle: bold),
            ])
    }

    @Test func stylesSpanInterpolationsButAreNotReadInsideThem() {
        let name = "**Ada**"
        let steps = 1_204
        #expect(
            runs(Text("Hi **\(name)**, *\(steps)* steps")) == [
                TextRun(.string("Hi ")), TextRun(.string("**Ada**"), textStyle: bold), TextRun(.string(", ")),
                TextRun(.string("1204"), textStyle: italic), TextRun(.string(" steps")),
            ])
    }

    @Test func textThatOnlyLooksLikeMarkdownIsShownAsWritten() {
        for text in ["snake_case_name", "5 * 3 * 2", "*", "**", "a ** b", "50% off_", "[not a link]", "`unclosed", "~single~"] {
            #expect(runs(Text(LocalizedStringKey(text))) == [TextRun(.string(text))], "\(text)")
        }
        #expect(runs(Text(#"\*literal\* stars"#)) == [TextRun(.string("*literal* stars"))])
        #expect(runs(Text(verbatim: "**as is**")) == [TextRun(.string("**as is**"))])
        let variable = "**as is**"
        #expect(runs(Text(variable)) == [TextRun(.string("**as is**"))])
    }

    @Test func linksShowTheirTextInTheTint() {
        let link = runs(Text("See [the docs](https://example.com) now"))
        #expect(link.map(\.content) == [.string("See "), .string("the docs"), .string(" now")])
        #expect(link[1].foreground == .color(.named("accentColor", opacity: 1)) && link[0].foreground == nil)
    }

    @Test func titlesOfControlsDropTheMarkers() {
        #expect(LocalizedStringKey("**Start** now").text(in: EnvironmentValues()) == "Start now")
    }
}
