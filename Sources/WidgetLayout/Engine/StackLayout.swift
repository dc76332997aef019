import WidgetWire

/// SwiftUI's `HStack`/`VStack` algorithm: the stack offers its children the space left
/// after spacing, highest `layoutPriority` first and, within a priority, least flexible
/// first (flexibility = largest minus smallest size along the axis), each child getting an
/// equal share of what remains; lower priorities keep room for their minimum sizes.
/// `Spacer`s only keep their minimum length until the other views are sized, then share
/// what is left (so `HStack { Text(long); Spacer() }` wraps the text only at full width).
struct StackLayout {
    let horizontal: Bool
    let spacing: Double?
    let children: [Element]
    /// How the children line up across the stack (a row may line up its texts' baselines).
    var alignment: NodeAlignment = .center

    /// The system spacing between two children: 8 points, none next to a `Spacer`.
    static let defaultSpacing = 8.0

    private var gaps: [Double] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let spacing { return spacing }
            return children[index - 1].isSpacer || children[index].isSpacer ? 0 : Self.defaultSpacing
        }
    }

    /// The proposal each child gets for `proposal`.
    func childProposals(_ proposal: Proposal) -> [Proposal] {
        let cross = proposal.along(!horizontal)
        guard let main = proposal.along(horizontal) else {
            return children.map { _ in .stack(horizontal: horizontal, main: nil, cross: cross) }
        }
        var proposals = children.map { _ in Proposal.stack(horizontal: horizontal, main: 0, cross: cross) }
        var remaining = main - gaps.reduce(0, +)
        let minimums = children.map { $0.size(.stack(horizontal: horizontal, main: 0, cross: cross)).along(horizontal) }
        let maximums = children.map { $0.size(.stack(horizontal: horizontal, main: .infinity, cross: cross)).along(horizontal) }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            let byFlexibility = group.sorted { lhs, rhs in
                let left = maximums[lhs] - minimums[lhs]
                let right = maximums[rhs] - minimums[rhs]
                return left == right ? lhs < rhs : left < right
            }
            let views = byFlexibility.filter { !children[$0].isSpacer }
            let spacers = byFlexibility.filter { children[$0].isSpacer }
            var spacerMinimums = spacers.reduce(0) { $0 + minimums[$1] }
            var left = views.count
            var leftSpacers = spacers.count
            for index in views + spacers {
                let isSpacer = children[index].isSpacer
                let offer: Double
                if isSpacer {
                    spacerMinimums -= minimums[index]
                    offer = max(0, available / Double(leftSpacers))
                    leftSpacers -= 1
                } else {
                    offer = max(0, (available - spacerMinimums) / Double(left))
                    left -= 1
                }
                let childProposal = Proposal.stack(horizontal: horizontal, main: offer, cross: cross)
                proposals[index] = childProposal
                let used = children[index].size(childProposal).along(horizontal)
                available -= used
                remaining -= used
            }
        }
        return proposals
    }

    /// The stack's size for `proposal`: children end to end plus spacing, as tall (wide) as the tallest (widest).
    func size(_ proposal: Proposal) -> LayoutSize {
        let proposals = childProposals(proposal)
        let sizes = zip(children, proposals).map { $0.size($1) }
        let main = sizes.reduce(0) { $0 + $1.along(horizontal) } + gaps.reduce(0, +)
        if let tops = baselineTops(proposals, sizes) {
            let height = zip(tops, sizes).map { $0 + $1.height }.max() ?? 0
            return .stack(horizontal: horizontal, main: main, cross: height)
        }
        let cross = sizes.map { $0.along(!horizontal) }.max() ?? 0
        return .stack(horizontal: horizontal, main: main, cross: cross)
    }

    /// The children's boxes placed in `frame`, aligned on the cross axis by `alignment`.
    func place(in frame: LayoutRect, proposal: Proposal, alignment: NodeAlignment) -> [LayoutBox] {
        let proposals = childProposals(proposal)
        let gaps = self.gaps
        var position = horizontal ? frame.minX : frame.minY
        var boxes: [LayoutBox] = []
        let tops = baselineTops(proposals, children.indices.map { children[$0].size(proposals[$0]) })
        for (index, child) in children.enumerated() {
            let size = child.size(proposals[index])
            let crossLength = Element.finite(size.along(!horizontal))
            let crossStart = horizontal ? frame.minY : frame.minX
            let crossExtent = horizontal ? frame.height : frame.width
            let component = horizontal ? alignment.vertical : alignment.horizontal
            let crossPosition: Double
            switch component {
            case _ where tops != nil: crossPosition = crossStart + (tops?[index] ?? 0)
            case -1: crossPosition = crossStart
            case 1: crossPosition = crossStart + crossExtent - crossLength
            default: crossPosition = crossStart + (crossExtent - crossLength) / 2
            }
            let origin = horizontal ? LayoutPoint(x: position, y: crossPosition) : LayoutPoint(x: crossPosition, y: position)
            boxes.append(child.place(at: origin, proposal: proposals[index]))
            position += Element.finite(size.along(horizontal)) + (index < gaps.count ? gaps[index] : 0)
        }
        return boxes
    }
}

/// `.frame(...)`: fixed lengths replace the proposal; flexible (min/ideal/max) frames follow
/// SwiftUI's documented rules: with both bounds the frame takes the proposal clamped to them;
/// with one bound it takes the proposal when that is beyond the child's size on that bound's side.
struct FrameLayout {
    let spec: FrameSpec

    /// What the frame proposes to its child.
    func childProposal(_ proposal: Proposal, child: Element) -> Proposal {
        Proposal(
            width: dimensionProposal(
                proposal.width, fixed: spec.width, min: spec.minWidth?.value, ideal: spec.idealWidth?.value, max: spec.maxWidth?.value),
            height: dimensionProposal(
                proposal.height, fixed: spec.height, min: spec.minHeight?.value, ideal: spec.idealHeight?.value, max: spec.maxHeight?.value)
        )
    }

    /// The frame's size for `proposal`.
    func size(_ proposal: Proposal, child: Element) -> LayoutSize {
        let childSize = child.size(childProposal(proposal, child: child))
        return LayoutSize(
            width: dimension(
                proposal.width, child: childSize.width, fixed: spec.width, min: spec.minWidth?.value, ideal: spec.idealWidth?.value,
                max: spec.maxWidth?.value),
            height: dimension(
                proposal.height, child: childSize.height, fixed: spec.height, min: spec.minHeight?.value,
                ideal: spec.idealHeight?.value, max: spec.maxHeight?.value))
    }

    private func dimensionProposal(_ proposed: Double?, fixed: Double?, min low: Double?, ideal: Double?, max high: Double?) -> Double? {
        if let fixed { return fixed }
        guard let proposed else { return ideal }
        var value = proposed
        if let low { value = max(value, low) }
        if let high { value = min(value, high) }
        return value
    }

    private func dimension(
        _ proposed: Double?, child: Double, fixed: Double?, min low: Double?, ideal: Double?, max high: Double?
    ) -> Double {
        if let fixed { return fixed }
        if low == nil && high == nil { return child }
        let offered = proposed ?? ideal ?? child
        var result = child
        if low != nil && high != nil {
            result = offered
        } else if let low, offered < child {
            result = max(offered, low)
        } else if let high, offered > child {
            result = min(offered, high)
        }
        if let low { result = max(result, low) }
        if let high { result = min(result, high) }
        return result
    }
}
