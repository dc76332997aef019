import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// `AttributedString(markdown:)` and SwiftUI's attributes, which swift-corelibs-foundation lacks, build
/// as iOS code writes them, and `Text` draws an attributed string's runs with their attributes.
struct AttributedTextTests {
    private func runs(_ text: Text) -> [TextRun] {
        guard case .text(let node) = serialize(text) else { return [] }
        return node.runs
    }

    @Test func markdownBecomesIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "**Bold** _it_ `x` ~~no~~ [site](https://example.com/a) 5 * 3")
        let pieces = string.runs.map { (String(string[$0.range].characters), $0.inlinePresentationIntent, $0.link) }
        #expect(pieces.map(\.0) == ["Bold", " ", "it", " ", "x", " ", "no", " ", "site", " 5 * 3"])
        #expect(pieces[0].1 == .stronglyEmphasized && pieces[2].1 == .emphasized && pieces[4].1 == .code)
        #expect(pieces[6].1 == .strikethrough && pieces[8].2 == URL(string: "https://example.com/a"))
        #expect(String(try AttributedString(markdown: Data("plain".utf8)).characters) == "plain")
    }

    @Test func textDrawsAnAttributedStringsRunsWithTheirAttributes() throws {
        var string = AttributedString("Due today")
        let today = try #require(string.range(of: "today"))
        string[today].foregroundColor = .orange
        string[today].font = .headline
        string[today].underlineStyle = .single
        #expect(
            runs(Text(string)) == [
                TextRun(.string("Due ")),
                TextRun(
                    .string("today"), font: NodeFont(style: "headline"), textStyle: TextStyleSpec(underline: true),
                    foreground: .color(.named("orange", opacity: 1))),
            ])
        let markdown = try AttributedString(markdown: "**5** of [8](https://x.y)")
        #expect(
            runs(Text(markdown)) == [
                TextRun(.string("5"), textStyle: TextStyleSpec(weight: "bold")), TextRun(.string(" of ")),
                TextRun(.string("8"), foreground: .color(.named("accentColor", opacity: 1))),
            ])
        #expect(runs(Text("Read \(markdown)")).count == 4)
        var spaced = AttributedString("NEW")
        spaced.tracking = 2
        #expect(runs(Text(spaced)) == [TextRun(.string("NEW"), textStyle: TextStyleSpec(tracking: 2))])
        spaced.tracking = nil
        spaced.kern = 1
        #expect(runs(Text(spaced)) == [TextRun(.string("NEW"), textStyle: TextStyleSpec(tracking: 1))])
    }
}
