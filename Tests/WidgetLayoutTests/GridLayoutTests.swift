import Testing
import WidgetLayout
import WidgetWire

/// `Grid` lines its rows' cells up in columns as wide as their widest cell, as SwiftUI does (the test measurer
/// makes a character half the font size wide, 8.5 pt at the default 17 pt).
struct GridLayoutTests {
    typealias S = LayoutTestSupport

    private func grid(_ rows: [ViewNode], alignment: NodeAlignment = .center, spacing: Double = 4) -> ViewNode {
        .stack(StackNode(axis: .grid, alignment: alignment, spacing: spacing, children: rows))
    }

    private func row(_ cells: [ViewNode], alignment: NodeAlignment = .center, spacing: Double = 4) -> ViewNode {
        .stack(StackNode(axis: .gridRow, alignment: alignment, spacing: spacing, children: cells))
    }

    private func dot(_ color: String) -> ViewNode {
        ViewNode.color(.named(color, opacity: 1)).modified(.frame(FrameSpec(width: 12, height: 12)))
    }

    @Test func columnsOfFixedCellsAreAsWideAsTheirCellsNotTheWidget() throws {
        let dots = (0..<6).map { _ in dot("green") }
        let tree = S.layout(grid([row(dots), row(dots)]))
        let box = try #require(tree.allBoxes.first { $0.source == "grid" })
        #expect(box.frame.width == 92)
        #expect(box.frame.height == 28)
        let xs = S.boxes("frame", in: tree).map { $0.frame.minX - box.frame.minX }
        #expect(xs.prefix(6) == [0, 16, 32, 48, 64, 80])
        #expect(xs.suffix(6) == [0, 16, 32, 48, 64, 80])
    }

    @Test func aColumnIsAsWideAsItsWidestCellAndCellsAlignInIt() throws {
        let table = grid(
            [row([S.text("Mon"), S.text("3")]), row([S.text("Tuesday"), S.text("12")])], alignment: .leading, spacing: 2)
        let tree = S.layout(table)
        let origin = try #require(tree.allBoxes.first { $0.source == "grid" }).frame.minX
        let mon = try #require(S.textBox("Mon", in: tree)).frame
        let tuesday = try #require(S.textBox("Tuesday", in: tree)).frame
        let three = try #require(S.textBox("3", in: tree)).frame
        let twelve = try #require(S.textBox("12", in: tree)).frame
        #expect(mon.minX == origin && tuesday.minX == origin)
        #expect(three.minX == origin + 59.5 + 4 && twelve.minX == three.minX)
    }

    @Test func aFlexibleColumnTakesTheWidthLeftAndAViewOutsideARowSpansTheGrid() throws {
        let bar = ViewNode.color(.named("blue", opacity: 1)).modified(.frame(FrameSpec(height: 8)))
        let table = grid([row([S.text("Steps"), bar]), .divider])
        let tree = S.layout(S.vstack([table]).modified(.frame(FrameSpec(width: 200))))
        let gridBox = try #require(tree.allBoxes.first { $0.source == "grid" }).frame
        #expect(gridBox.width == 200)
        let barBox = try #require(S.boxes("frame", in: tree).first { $0.frame.height == 8 }).frame
        #expect(barBox.width == 200 - 42.5 - 4)
        let divider = try #require(S.boxes("divider", in: tree).first).frame
        #expect(divider.width == 200)
    }

    @Test func anUnsizedFillerTakesItsColumnsWidthAndASpanningCellCrossesColumns() throws {
        let filler = ViewNode.color(.named("clear", opacity: 0))
            .modified(.gridCell(columns: 1, unsizedHorizontally: true, unsizedVertically: true))
        let header = S.text("Week").modified(.gridCell(columns: 3, unsizedHorizontally: false, unsizedVertically: false))
        let table = grid([row([header]), row([dot("a"), dot("b"), dot("c")]), row([dot("d"), filler, filler])])
        let tree = S.layout(S.vstack([table]).modified(.frame(FrameSpec(width: 300))))
        let gridBox = try #require(tree.allBoxes.first { $0.source == "grid" }).frame
        #expect(gridBox.width == 44)
        let clear = tree.allBoxes.filter { $0.source == "color" && $0.frame.width == 12 && $0.frame.height == 12 }
        #expect(clear.count == 6)
        let week = try #require(S.textBox("Week", in: tree)).frame
        #expect(abs(week.midX - gridBox.midX) < 0.001)
    }

    /// A plugin cannot make the host build a grid of a billion columns: a span is kept within the maximum.
    @Test func aHugeSpanIsKeptWithinTheMaximum() throws {
        let json = #"{"type":"gridCell","columns":1000000000000,"content":{"type":"text","text":"wide"}}"#
        let cell = try WireCoding.decode(ViewNode.self, from: Array(json.utf8))
        #expect(cell == S.text("wide").modified(.gridCell(columns: 1_000, unsizedHorizontally: false, unsizedVertically: false)))
        let huge = S.text("x").modified(.gridCell(columns: Int.max, unsizedHorizontally: false, unsizedVertically: false))
        let tree = S.layout(grid([row([huge, huge, dot("a")]), row([dot("b")])]))
        #expect(S.textBox("x", in: tree) != nil)
    }
}
