import Testing
import WidgetLayout
import WidgetWire

/// `HStack(alignment: .firstTextBaseline)` (and `.lastTextBaseline`) lines its texts up on their baselines, a big
/// number beside its small unit as widgets show them; a child without text stands on the line by its bottom.
struct BaselineAlignmentTests {
    typealias S = LayoutTestSupport

    private func sized(_ string: String, _ size: Double) -> ViewNode {
        S.text(string).modified(.font(NodeFont(size: size)))
    }

    private func baseline(of string: String, in tree: LayoutTree) throws -> Double {
        let box = try #require(S.textBox(string, in: tree))
        guard case .text(let layout) = box.content, let line = layout.lines.first else { throw TestFailure() }
        return box.frame.minY + line.y + line.baseline
    }

    struct TestFailure: Error {}

    @Test func textsOfDifferentSizesShareTheirFirstBaseline() throws {
        let tree = S.layout(S.hstack([sized("72", 34), sized("bpm", 12)], alignment: .firstTextBaseline))
        #expect(abs(try baseline(of: "72", in: tree) - baseline(of: "bpm", in: tree)) < 0.001)
        // Top-aligned they would not.
        let top = S.layout(S.hstack([sized("72", 34), sized("bpm", 12)], alignment: .top))
        #expect(abs(try baseline(of: "72", in: top) - baseline(of: "bpm", in: top)) > 10)
    }

    @Test func aChildWithoutTextStandsOnTheBaselineByItsBottom() throws {
        let square = ViewNode.color(.named("red", opacity: 1)).modified(.frame(FrameSpec(width: 10, height: 10)))
        let tree = S.layout(S.hstack([sized("72", 34), square], alignment: .firstTextBaseline))
        let color = try #require(tree.allBoxes.first { $0.source == "frame" })
        #expect(abs(color.frame.maxY - (try baseline(of: "72", in: tree))) < 0.001)
    }

    /// A count marked `.invalidatableContent()`, padded, framed or in a column beside its "/ 8" still stands on
    /// the row's baseline: the views around a text pass its baseline through, moved to where they place it.
    @Test(arguments: [
        ViewNode.text(TextNode("3")).modified(.font(NodeFont(size: 40))).modified(.invalidatable),
        ViewNode.text(TextNode("3")).modified(.font(NodeFont(size: 40))).modified(.padding(edges: .all, length: 6)),
        ViewNode.text(TextNode("3")).modified(.font(NodeFont(size: 40)))
            .modified(.frame(FrameSpec(minWidth: 30, minHeight: 90, alignment: .bottom))),
        LayoutTestSupport.vstack([ViewNode.text(TextNode("3")).modified(.font(NodeFont(size: 40))), LayoutTestSupport.text("today")]),
    ])
    func aTextInsideAWrapperOrAColumnStandsOnTheLine(count: ViewNode) throws {
        let tree = S.layout(S.hstack([count, sized("/ 8", 12)], alignment: .firstTextBaseline))
        #expect(abs(try baseline(of: "3", in: tree) - baseline(of: "/ 8", in: tree)) < 0.001)
    }

    @Test func theRowIsTallEnoughForWhatHangsBelowTheLine() throws {
        let tree = S.layout(S.hstack([sized("72", 34), sized("bpm", 12)], alignment: .firstTextBaseline))
        let row = try #require(tree.allBoxes.first { $0.source == "hstack" })
        let big = try #require(S.textBox("72", in: tree)).frame
        let small = try #require(S.textBox("bpm", in: tree)).frame
        #expect(row.frame.minY <= min(big.minY, small.minY) && row.frame.maxY >= max(big.maxY, small.maxY) - 0.001)
    }
}
