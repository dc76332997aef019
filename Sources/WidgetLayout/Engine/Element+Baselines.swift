import WidgetWire

extension Element {
    /// The baseline of this element's first (or last) line of text below its top: a text's own, and the one a
    /// wrapper passes through from its content, moved to where it places the content (padding, a frame, a fixed
    /// size or aspect ratio, a background or overlay, any modifier that keeps the size), or a column's first
    /// (last) child that has one, as SwiftUI's alignment guides pass through. `nil` when it shows no text.
    func textBaseline(_ proposal: Proposal, last: Bool) -> Double? {
        switch kind {
        case .text:
            let layout = textLayout(proposal)
            guard let line = last ? layout.lines.last : layout.lines.first else { return nil }
            return line.y + line.baseline
        case .padding(let insets, let child):
            return child.textBaseline(Self.inset(proposal, by: insets), last: last).map { $0 + insets.top }
        case .frame(let spec, let child):
            let scaledSpec = scaled(spec)
            let childProposal = FrameLayout(spec: scaledSpec).childProposal(proposal, child: child)
            let frame = LayoutRect(origin: .zero, size: size(proposal))
            let top = Self.align(child.size(childProposal), in: frame, scaledSpec.alignment).y
            return child.textBaseline(childProposal, last: last).map { $0 + top }
        case .fixedSize(let horizontal, let vertical, let child):
            return child.textBaseline(
                Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), last: last)
        case .aspectRatio(let ratio, let fill, let child):
            return child.textBaseline(aspectProposal(proposal, ratio: ratio, fill: fill, child: child), last: last)
        case .wrapper(let child), .layered(let child, _, _, _):
            return child.textBaseline(proposal, last: last)
        case .stack(let axis, _, _, let children) where axis.picksOneChild:
            return Self.firstFitting(children, axis, proposal)?.textBaseline(proposal, last: last)
        case .stack(.vertical, let alignment, let spacing, let children):
            return columnBaseline(
                StackLayout(horizontal: false, spacing: spacing, children: children, alignment: alignment), proposal, last)
        default:
            return nil
        }
    }

    /// The baseline of a column's first (last) child that shows text, below the column's top.
    private func columnBaseline(_ column: StackLayout, _ proposal: Proposal, _ last: Bool) -> Double? {
        let proposals = column.childProposals(proposal)
        let boxes = column.place(in: LayoutRect(origin: .zero, size: size(proposal)), proposal: proposal, alignment: column.alignment)
        let order = last ? Array(column.children.indices.reversed()) : Array(column.children.indices)
        for index in order {
            if let baseline = column.children[index].textBaseline(proposals[index], last: last) {
                return baseline + boxes[index].frame.minY
            }
        }
        return nil
    }
}

extension Element {
    /// What `ViewThatFits` shows for `proposal`: the first of `alternatives` whose ideal size (the size it takes
    /// offered no limit) fits the proposal along the axes `axis` constrains, else the last one, as SwiftUI picks.
    static func firstFitting(_ alternatives: [Element], _ axis: StackAxis, _ proposal: Proposal) -> Element? {
        let width = axis != .firstFittingHeight
        let height = axis != .firstFittingWidth
        let ideal = Proposal(width: width ? nil : proposal.width, height: height ? nil : proposal.height)
        let tolerance = 0.001
        return alternatives.first { alternative in
            let size = alternative.size(ideal)
            return (!width || size.width <= (proposal.width ?? .infinity) + tolerance)
                && (!height || size.height <= (proposal.height ?? .infinity) + tolerance)
        } ?? alternatives.last
    }
}
