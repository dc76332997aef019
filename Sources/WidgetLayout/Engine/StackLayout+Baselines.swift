import WidgetWire

extension StackLayout {
    /// In a row aligned by `firstTextBaseline` or `lastTextBaseline`, each child's top below the row's top, so that
    /// their baselines line up: a text's first (last) line's baseline, also through the views that wrap it
    /// (``Element/textBaseline(_:last:)``), and the bottom of a child that shows no text, as SwiftUI aligns them.
    /// `nil` for any other stack.
    func baselineTops(_ proposals: [Proposal], _ sizes: [LayoutSize]) -> [Double]? {
        guard horizontal, alignment == .firstTextBaseline || alignment == .lastTextBaseline else { return nil }
        let last = alignment == .lastTextBaseline
        let baselines = children.indices.map { index in
            children[index].textBaseline(proposals[index], last: last) ?? Element.finite(sizes[index].height)
        }
        let line = baselines.max() ?? 0
        return baselines.map { line - $0 }
    }
}
