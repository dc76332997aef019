import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

struct GridViewTests {
    @Test func aGridSendsItsRowsForTheHostToLineUpInColumns() {
        let view = Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Text("a")
                Text("b")
            }
            GridRow(alignment: .bottom) { Text("c") }
            Divider()
        }
        let expected = ViewNode.stack(
            StackNode(
                axis: .grid, alignment: .leading, spacing: 2,
                children: [
                    .stack(StackNode(axis: .gridRow, spacing: 4, children: [text("a"), text("b")])),
                    .stack(StackNode(axis: .gridRow, alignment: .bottom, spacing: 4, children: [text("c")])),
                    .divider,
                ]))
        #expect(serialize(view) == expected)
    }

    @Test func cellsSayWhatTheySpanAndAlongWhichAxesTheyTakeTheirSlotsSize() {
        #expect(
            serialize(Text("a").gridCellColumns(2))
                == text("a").modified(.gridCell(columns: 2, unsizedHorizontally: false, unsizedVertically: false)))
        #expect(
            serialize(Color.clear.gridCellUnsizedAxes(.horizontal))
                == ViewNode.color(.named("clear", opacity: 1)).modified(
                    .gridCell(columns: 1, unsizedHorizontally: true, unsizedVertically: false)))
    }

    @Test func lazyVGridCutsCellsIntoRowsAndPadsTheLastOne() {
        let columns = [GridItem(.fixed(40), spacing: 6), GridItem(.flexible())]
        let view = LazyVGrid(columns: columns, alignment: .leading, spacing: 8) {
            ForEach(0..<3) { Text("\($0)") }
        }
        // The grid's alignment places each cell in its column (Apple: "the guide for aligning the child views within
        // the space allocated for a given cell").
        let fixed = NodeModifier.frame(FrameSpec(width: 40, alignment: .leading))
        let flexible = NodeModifier.frame(FrameSpec(minWidth: 10, maxWidth: .infinity, alignment: .leading))
        // A lazy grid's rows are as tall as their cells, never a share of the height offered.
        let idealHeight = NodeModifier.fixedSize(horizontal: false, vertical: true)
        let expected = ViewNode.stack(
            StackNode(
                axis: .vertical, alignment: .leading, spacing: 8,
                children: [
                    .stack(StackNode(axis: .horizontal, spacing: 6, children: [text("0").modified(fixed), text("1").modified(flexible)]))
                        .modified(idealHeight),
                    .stack(
                        StackNode(
                            axis: .horizontal, spacing: 6,
                            children: [text("2").modified(fixed), ViewNode.spacer(minLength: 0).modified(flexible)])
                    ).modified(idealHeight),
                ]))
        #expect(serialize(view) == expected)
    }

    @Test func lazyHGridCutsCellsIntoColumns() {
        let view = LazyHGrid(rows: [GridItem(.adaptive(minimum: 20))], spacing: 3) {
            Text("a")
            Text("b")
        }
        let cell = { (node: ViewNode) in node.modified(.frame(FrameSpec(minHeight: 20, maxHeight: .infinity))) }
        let idealWidth = NodeModifier.fixedSize(horizontal: true, vertical: false)
        let expected = ViewNode.stack(
            StackNode(
                axis: .horizontal, spacing: 3,
                children: [
                    .stack(StackNode(axis: .vertical, children: [cell(text("a"))])).modified(idealWidth),
                    .stack(StackNode(axis: .vertical, children: [cell(text("b"))])).modified(idealWidth),
                ]))
        #expect(serialize(view) == expected)
    }
}
