import Testing
import WidgetLayout
import WidgetWire

/// A `LazyVGrid`'s rows (as the SDK sends them: horizontal stacks fixed to their ideal height) are as tall as their
/// cells, so a `.frame(maxHeight: .infinity)` tile does not stretch to the widget's height.
struct LazyGridLayoutTests {
    typealias S = LayoutTestSupport

    private func tile(_ title: String) -> ViewNode {
        S.text(title)
            .modified(.frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity)))
            .modified(.background(.color(.named("blue", opacity: 1)), alignment: .center))
            .modified(.frame(FrameSpec(minWidth: 10, maxWidth: .infinity)))
    }

    private func row(_ cells: [ViewNode]) -> ViewNode {
        S.hstack(cells, spacing: 8).modified(.fixedSize(horizontal: false, vertical: true))
    }

    @Test func aRowIsAsTallAsItsCellsAndTheGridSitsInTheMiddle() throws {
        let grid = S.vstack([row([tile("Run"), tile("Read")]), row([tile("Sleep"), .spacer(minLength: 0)])], spacing: 8)
        let tree = S.layout(grid, family: .systemMedium)
        let run = try #require(S.textBox("Run", in: tree)).frame
        let sleep = try #require(S.textBox("Sleep", in: tree)).frame
        let tiles = S.boxes("frame", in: tree).filter { $0.frame.height > 0 && $0.frame.width > 100 && $0.frame.width < 200 }
        #expect(!tiles.isEmpty)
        for tile in tiles { #expect(tile.frame.height == run.height, "\(tile.frame)") }
        #expect(sleep.minY - run.minY == run.height + 8)
        let widgetMiddle = tree.root.frame.midY
        #expect(abs((run.minY + sleep.maxY) / 2 - widgetMiddle) < 1)
    }
}
