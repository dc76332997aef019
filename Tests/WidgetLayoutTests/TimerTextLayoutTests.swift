import Foundation
import Testing
import WidgetLayout
import WidgetWire

/// A live timer text takes the whole width offered, as on iOS (where `Text(date, style: .timer)` famously fills
/// its container and is placed by `multilineTextAlignment`), so its digits stay put as it counts.
struct TimerTextLayoutTests {
    typealias S = LayoutTestSupport

    private func timer(_ style: DateTextStyle? = nil) -> ViewNode {
        let now = S.now.timeIntervalSince1970
        let content: TextRunContent = style.map { .date(now + 300, style: $0) } ?? .timer(start: now, end: now + 300, countsDown: true)
        return .text(TextNode(runs: [TextRun(content)]))
    }

    private func layout(_ node: ViewNode) -> LayoutTree {
        S.layout(S.vstack([S.text("Fasting"), node], alignment: .leading).modified(.frame(FrameSpec(width: 200))))
    }

    @Test func aTimerFillsTheWidthOfferedAndStaysLeadingByDefault() throws {
        for node in [timer(), timer(.timer)] {
            let tree = layout(node)
            let box = try #require(tree.allBoxes.first { $0.source == "text" && S.textBox("Fasting", in: tree)?.frame != $0.frame })
            guard case .text(let text) = box.content else { throw TimerFailure() }
            #expect(box.frame.width == 200)
            #expect(text.lines.first?.x == 0)
            #expect(S.textBox("Fasting", in: tree)?.frame.minX == box.frame.minX)
        }
    }

    @Test func itsMultilineAlignmentPlacesItsDigitsInThatWidth() throws {
        let tree = layout(timer().modified(.textLayout(TextLayoutSpec(multilineTextAlignment: "trailing"))))
        let box = try #require(tree.allBoxes.first { $0.source == "text" && S.textBox("Fasting", in: tree)?.frame != $0.frame })
        guard case .text(let text) = box.content, let line = text.lines.first else { throw TimerFailure() }
        #expect(abs(line.x + line.width - 200) < 0.001)
    }

    @Test func otherDateStylesKeepTheirOwnWidth() throws {
        let tree = layout(timer(.relative))
        let box = try #require(tree.allBoxes.first { $0.source == "text" && S.textBox("Fasting", in: tree)?.frame != $0.frame })
        #expect(box.frame.width < 200)
    }

    struct TimerFailure: Error {}
}
