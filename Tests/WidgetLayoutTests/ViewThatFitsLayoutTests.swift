import Testing
import WidgetLayout
import WidgetWire

/// `ViewThatFits` draws the first alternative whose ideal size fits the space offered along its axes, or the
/// last when none does, as SwiftUI picks (the test measurer makes a character half the font size wide).
struct ViewThatFitsLayoutTests {
    typealias S = LayoutTestSupport

    private func fitting(_ axis: StackAxis, _ alternatives: [ViewNode], width: Double, height: Double) -> LayoutTree {
        let choice = ViewNode.stack(StackNode(axis: axis, children: alternatives))
        return S.layout(S.vstack([choice.modified(.frame(FrameSpec(width: width, height: height)))]))
    }

    private func shown(_ tree: LayoutTree) -> [String] {
        tree.allBoxes.compactMap { box in
            if case .text(let layout) = box.content { return layout.plainText }
            return nil
        }
    }

    @Test func theFirstAlternativeThatFitsIsDrawnAndNoOther() {
        let alternatives = [S.text("Twelve minutes at platform four"), S.text("12 min, platform 4"), S.text("12 min")]
        #expect(shown(fitting(.firstFittingWidth, alternatives, width: 400, height: 20)) == ["Twelve minutes at platform four"])
        #expect(shown(fitting(.firstFittingWidth, alternatives, width: 200, height: 20)) == ["12 min, platform 4"])
        #expect(shown(fitting(.firstFittingWidth, alternatives, width: 60, height: 20)) == ["12 min"])
    }

    @Test func whenNoneFitsTheLastIsDrawn() {
        let alternatives = [S.text("Twelve minutes at platform four"), S.text("12 min")]
        // Drawn in the space there is, cut short.
        #expect(shown(fitting(.firstFitting, alternatives, width: 20, height: 20)) == ["1…"])
    }

    @Test func onlyTheConstrainedAxesCount() {
        // Along the height only, a long text that wraps to the width still fits a tall frame.
        let alternatives = [S.text("Twelve minutes at platform four"), S.text("12 min")]
        #expect(shown(fitting(.firstFittingHeight, alternatives, width: 60, height: 200)) == ["Twelve\nminutes\nat\nplatfor\nm four"])
        #expect(shown(fitting(.firstFittingHeight, alternatives, width: 60, height: 10)) == ["12 min"])
    }
}
