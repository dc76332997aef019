import Testing
import WidgetLayout
import WidgetWire

/// `.lineLimit(_:reservesSpace: true)` and `.lineLimit(2...4)` make text at least that many lines tall,
/// however few lines it fills, and never taller than its limit allows.
struct ReservedLinesTests {
    typealias S = LayoutTestSupport

    private func height(of string: String, _ spec: TextLayoutSpec) throws -> Double {
        let tree = S.layout(S.vstack([S.text(string).modified(.textLayout(spec)), S.text("below")], spacing: 0))
        let box = tree.allBoxes.first { box in
            if case .text(let layout) = box.content { return layout.lines.first?.plainText.hasPrefix(string.prefix(4)) ?? false }
            return false
        }
        return try #require(box).frame.height
    }

    @Test func reservedLinesMakeShortTextTaller() throws {
        let oneLine = try height(of: "Hi", TextLayoutSpec(lineLimit: 3))
        #expect(try height(of: "Hi", TextLayoutSpec(lineLimit: 3, reservedLines: 3)) == oneLine * 3)
        #expect(try height(of: "Hi", TextLayoutSpec(lineLimit: 4, reservedLines: 2)) == oneLine * 2)
    }

    @Test func textThatFillsMoreLinesKeepsItsHeight() throws {
        // Twelve words fill two lines of the medium widget's width (eight to a line).
        let long = Array(repeating: "word", count: 12).joined(separator: " ")
        let filled = try height(of: long, TextLayoutSpec(lineLimit: 3))
        #expect(try height(of: long, TextLayoutSpec(lineLimit: 3, reservedLines: 2)) == filled)
        #expect(try height(of: long, TextLayoutSpec(lineLimit: 3, reservedLines: 3)) == filled / 2 * 3)
    }

    @Test func theTextBelowMovesDown() throws {
        let tree = S.layout(
            S.vstack([S.text("Hi").modified(.textLayout(TextLayoutSpec(lineLimit: 2, reservedLines: 2))), S.text("below")], spacing: 0))
        let top = try #require(S.textBox("Hi", in: tree)).frame
        #expect(try #require(S.textBox("below", in: tree)).frame.minY == top.maxY)
    }
}
