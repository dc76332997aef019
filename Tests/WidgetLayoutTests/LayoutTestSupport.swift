import Foundation
import WidgetLayout
import WidgetWire

/// Builders and lookups shared by the layout tests.
enum LayoutTestSupport {
    static let now = Date(timeIntervalSince1970: 1_795_977_000)

    static func layout(
        _ node: ViewNode, family: WidgetFamilyName = .systemMedium, pressed: String? = nil, pending: Bool = false
    ) -> LayoutTree {
        LayoutEngine.layout(
            node,
            options: RenderOptions(
                family: family, now: now, timeZone: TimeZone(identifier: "UTC")!, pressedControlID: pressed, showsPendingContent: pending),
            measurer: FakeTextMeasurer())
    }

    static func text(_ string: String) -> ViewNode { .text(TextNode(string)) }

    static func vstack(_ children: [ViewNode], alignment: NodeAlignment = .center, spacing: Double? = nil) -> ViewNode {
        .stack(StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children))
    }

    static func hstack(_ children: [ViewNode], alignment: NodeAlignment = .center, spacing: Double? = nil) -> ViewNode {
        .stack(StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: children))
    }

    /// The box of the first text node showing `string`.
    static func textBox(_ string: String, in tree: LayoutTree) -> LayoutBox? {
        tree.allBoxes.first { box in
            if case .text(let layout) = box.content { return layout.plainText == string }
            return false
        }
    }

    /// The text layout of the first text box containing `string`.
    static func textLayout(containing string: String, in tree: LayoutTree) -> TextLayout? {
        for box in tree.allBoxes {
            if case .text(let layout) = box.content, layout.plainText.contains(string) { return layout }
        }
        return nil
    }

    static func boxes(_ source: String, in tree: LayoutTree) -> [LayoutBox] {
        tree.allBoxes.filter { $0.source == source }
    }
}

extension LayoutRect {
    /// Rounded to 1/1000 pt, for comparisons.
    var rounded: LayoutRect {
        func r(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        return LayoutRect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }
}
