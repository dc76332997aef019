import WidgetWire

/// A node of the layout pass: sizes itself for a proposal (cached) and places itself into a ``LayoutBox``.
final class Element {
    indirect enum Kind {
        case empty
        case text(runs: [StyledTextRun], alignment: TextLineAlignment, lineLimit: Int?, minimumScaleFactor: Double)
        /// Drawn content with an ideal size; `flexible` content fills whatever it is offered.
        case leaf(LayoutContent, ideal: LayoutSize, flexible: Bool)
        case spacer(minLength: Double, axis: StackAxis?)
        case divider(horizontalLine: Bool, color: RGBAColor)
        case stack(StackAxis, alignment: NodeAlignment, spacing: Double?, children: [Element])
        case padding(LayoutInsets, Element)
        case frame(FrameSpec, Element)
        /// `background` (secondary behind) or `overlay` (secondary in front), sized by the content.
        case layered(Element, secondary: Element, alignment: NodeAlignment, behind: Bool)
        case fixedSize(horizontal: Bool, vertical: Bool, Element)
        case aspectRatio(Double?, fill: Bool, Element)
        /// The content unchanged in size, with a ``Decoration``.
        case wrapper(Element)
        /// `.position(x:y:)`: takes the space offered and centres the content at the point.
        case position(LayoutPoint, Element)
    }

    /// Draw-time attributes a wrapper adds to its box.
    struct Decoration {
        var opacity = 1.0
        var clip: LayoutClip?
        var shadow: LayoutShadow?
        var offset = LayoutPoint.zero
        var control: ControlInfo?
        var isInvalidatable = false
        var isPending = false
        var linkURL: String?
        /// `.mask`: laid out over the box like an overlay.
        var mask: (element: Element, alignment: NodeAlignment)?
        var blendMode = BlendModeName.normal
        var isCompositingGroup = false
        /// `.rotationEffect` / `.scaleEffect`, about a point of the box.
        var effect: (degrees: Double, scaleX: Double, scaleY: Double, anchor: NodeUnitPoint)?
    }

    let kind: Kind
    let source: String
    let style: ResolvedStyle
    let context: LayoutContext
    var decoration = Decoration()
    /// `.layoutPriority` set on this node itself.
    var explicitPriority: Double?
    /// `.zIndex` set on this node itself.
    var explicitZIndex: Double?
    /// `.gridCellColumns` and `.gridCellUnsizedAxes` set on this node itself.
    var explicitGridCell: GridCell?
    /// A text's height in lines however few it fills (`.lineLimit(_:reservesSpace:)`).
    var reservedLines: Int?
    /// A live timer (`Text(timerInterval:)`, `Text(date, style: .timer)`): as on iOS, it takes the whole width
    /// offered, its lines placed in it by its `multilineTextAlignment`, so its digits do not move as it counts.
    var fillsProposedWidth = false
    /// The innermost `GeometryReader` around this node: its frame, offset and position are scaled by its ratio.
    var reader: ReaderScale?
    /// Set on a `GeometryReader`'s own frame: the ratio its content is scaled by, taken from the reader's proposal.
    var ownedReader: ReaderScale?
    private var sizes: [Proposal: LayoutSize] = [:]
    private var texts: [Proposal: TextLayout] = [:]

    init(_ kind: Kind, source: String, style: ResolvedStyle, context: LayoutContext) {
        self.kind = kind
        self.source = source
        self.style = style
        self.context = context
    }

    var isEmpty: Bool {
        if case .empty = kind { return true }
        return false
    }

    var isSpacer: Bool {
        if case .spacer = kind { return true }
        return false
    }

    /// The priority stacks share space by: this node's own, else its only child's (priorities pass through modifiers).
    var layoutPriority: Double { explicitPriority ?? modifiedChild?.layoutPriority ?? 0 }

    /// The order a `ZStack` draws its children in (higher in front): this node's own, else its only child's.
    var zIndex: Double { explicitZIndex ?? modifiedChild?.zIndex ?? 0 }

    /// How a `Grid` lays this node out as a cell: its own, else its only child's.
    var gridCell: GridCell { explicitGridCell ?? modifiedChild?.gridCell ?? GridCell() }

    /// The content of a modifier node, through which priorities and z-indexes pass.
    private var modifiedChild: Element? {
        switch kind {
        case .padding(_, let child), .frame(_, let child), .layered(let child, _, _, _), .fixedSize(_, _, let child),
            .aspectRatio(_, _, let child), .wrapper(let child), .position(_, let child):
            return child
        default:
            return nil
        }
    }

    // MARK: - Sizing

    /// The size this node chooses for `proposal`.
    func size(_ proposal: Proposal) -> LayoutSize {
        if let cached = sizes[proposal] { return cached }
        let size = computeSize(proposal)
        sizes[proposal] = size
        return size
    }

    private func computeSize(_ proposal: Proposal) -> LayoutSize {
        switch kind {
        case .empty:
            return .zero
        case .text:
            return textLayout(proposal).size
        case .leaf(_, let ideal, let flexible):
            guard flexible else { return ideal }
            return LayoutSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
        case .spacer(let minLength, let axis):
            switch axis {
            case .horizontal: return LayoutSize(width: max(minLength, proposal.width ?? minLength), height: 0)
            case .vertical: return LayoutSize(width: 0, height: max(minLength, proposal.height ?? minLength))
            default: return LayoutSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
            }
        case .divider(let horizontalLine, _):
            let thickness = 0.5
            return horizontalLine
                ? LayoutSize(width: proposal.width ?? thickness, height: thickness)
                : LayoutSize(width: thickness, height: proposal.height ?? thickness)
        case .stack(let axis, let alignment, let spacing, let children):
            if axis.picksOneChild { return Self.firstFitting(children, axis, proposal)?.size(proposal) ?? .zero }
            if axis == .grid { return GridLayout(rows: children, alignment: alignment, spacing: spacing).size(proposal) }
            if axis == .depth {
                let sizes = children.map { $0.size(proposal) }
                return LayoutSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
            }
            return StackLayout(
                horizontal: axis == .horizontal || axis == .gridRow, spacing: spacing, children: children, alignment: alignment
            ).size(proposal)
        case .padding(let insets, let child):
            let inner = child.size(Self.inset(proposal, by: insets))
            return LayoutSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
        case .frame(let spec, let child):
            ownedReader?.update(for: proposal)
            return FrameLayout(spec: scaled(spec)).size(proposal, child: child)
        case .layered(let child, _, _, _), .wrapper(let child):
            return child.size(proposal)
        case .fixedSize(let horizontal, let vertical, let child):
            return child.size(Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .aspectRatio(let ratio, let fill, let child):
            return child.size(aspectProposal(proposal, ratio: ratio, fill: fill, child: child))
        case .position(_, let child):
            let inner = child.size(proposal)
            return LayoutSize(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height)
        }
    }

    /// The proposal minus `insets` (never negative).
    static func inset(_ proposal: Proposal, by insets: LayoutInsets) -> Proposal {
        Proposal(
            width: proposal.width.map { max(0, $0 - insets.horizontal) }, height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    /// The text broken for `proposal`, cached with the size.
    func textLayout(_ proposal: Proposal) -> TextLayout {
        if let cached = texts[proposal] { return cached }
        guard case .text(let runs, let alignment, let lineLimit, let minimumScaleFactor) = kind else {
            return TextLayout(lines: [], size: .zero, isTruncated: false)
        }
        var layout = context.lineBreaker.layout(
            runs, maxWidth: proposal.finiteWidth, maxHeight: proposal.finiteHeight, lineLimit: lineLimit, alignment: alignment,
            minimumScaleFactor: minimumScaleFactor)
        if let reservedLines, !layout.lines.isEmpty, reservedLines > layout.lines.count {
            layout.size.height = layout.size.height / Double(layout.lines.count) * Double(reservedLines)
        }
        if fillsProposedWidth, let width = proposal.finiteWidth, width > layout.size.width {
            let share: Double =
                switch alignment {
                case .leading: 0
                case .center: 0.5
                case .trailing: 1
                }
            for index in layout.lines.indices { layout.lines[index].x += (width - layout.size.width) * share }
            layout.size.width = width
        }
        texts[proposal] = layout
        return layout
    }

    /// The size `.aspectRatio` proposes to its child: the largest (fit) or smallest (fill) size of that ratio for the proposal.
    func aspectProposal(_ proposal: Proposal, ratio: Double?, fill: Bool, child: Element) -> Proposal {
        let ideal = child.size(.unspecified)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard aspect > 0, aspect.isFinite else { return proposal }
        let width = proposal.finiteWidth
        let height = proposal.finiteHeight
        switch (width, height) {
        case (let width?, let height?):
            let byWidth = LayoutSize(width: width, height: width / aspect)
            let byHeight = LayoutSize(width: height * aspect, height: height)
            let fitsByWidth = byWidth.height <= height
            let chosen = fill ? (fitsByWidth ? byHeight : byWidth) : (fitsByWidth ? byWidth : byHeight)
            return Proposal(chosen)
        case (let width?, nil):
            return Proposal(width: width, height: width / aspect)
        case (nil, let height?):
            return Proposal(width: height * aspect, height: height)
        case (nil, nil):
            return Proposal(width: ideal.width, height: ideal.width / aspect)
        }
    }

    // MARK: - Placement

    /// The box for this node placed at `origin`, sized for `proposal`.
    func place(at origin: LayoutPoint, proposal: Proposal) -> LayoutBox {
        let size = self.size(proposal)
        let frame = LayoutRect(origin: origin, size: LayoutSize(width: Self.finite(size.width), height: Self.finite(size.height)))
        var box = LayoutBox(frame: frame, style: style, source: source)
        switch kind {
        case .empty, .spacer, .text, .leaf, .divider: fillContent(of: &box, proposal: proposal)
        default: box.children = placeChildren(in: frame, proposal: proposal)
        }
        if let (mask, alignment) = decoration.mask {
            let maskProposal = Proposal(frame.size)
            box.mask = [mask.place(at: Self.align(mask.size(maskProposal), in: frame, alignment), proposal: maskProposal)]
        }
        return decorated(box)
    }

    /// What a node without children draws in its box: its text (or, redacted, bars), its content, its line.
    private func fillContent(of box: inout LayoutBox, proposal: Proposal) {
        switch kind {
        case .text:
            let layout = textLayout(proposal)
            if style.isRedacted {
                box.children = Self.redactionBars(for: layout, in: box.frame, style: style)
            } else {
                box.content = .text(layout)
            }
        case .leaf(let content, _, _):
            if style.isRedacted, case .symbol = content {
                box.content = .shape(LayoutShape(kind: .roundedRectangle, cornerRadius: 4, fill: style.foreground.withAlpha(0.2)))
            } else {
                box.content = content
            }
        case .divider(_, let color):
            box.content = .shape(LayoutShape(kind: .rectangle, fill: .color(color)))
        default:
            break
        }
    }

    /// The children of a container node, placed in its `frame`.
    private func placeChildren(in frame: LayoutRect, proposal: Proposal) -> [LayoutBox] {
        let origin = frame.origin
        switch kind {
        case .empty, .spacer, .text, .leaf, .divider:
            return []
        case .stack(let axis, let alignment, let spacing, let children):
            if axis.picksOneChild {
                return Self.firstFitting(children, axis, proposal).map { [$0.place(at: origin, proposal: proposal)] } ?? []
            }
            if axis == .grid {
                return GridLayout(rows: children, alignment: alignment, spacing: spacing).place(in: frame, proposal: proposal)
            }
            if axis == .depth {
                // Drawn back to front by z-index; children of equal index in their order (a stable sort).
                let ordered = children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
                return ordered.map(\.element).map { child in
                    let childSize = child.size(proposal)
                    return child.place(at: Self.align(childSize, in: frame, alignment), proposal: proposal)
                }
            }
            return StackLayout(
                horizontal: axis == .horizontal || axis == .gridRow, spacing: spacing, children: children, alignment: alignment
            )
            .place(in: frame, proposal: proposal, alignment: alignment)
        case .padding(let insets, let child):
            return [
                child.place(
                    at: LayoutPoint(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: Self.inset(proposal, by: insets))
            ]
        case .frame(let spec, let child):
            ownedReader?.update(for: proposal)
            let childProposal = FrameLayout(spec: scaled(spec)).childProposal(proposal, child: child)
            let childSize = child.size(childProposal)
            return [child.place(at: Self.align(childSize, in: frame, spec.alignment), proposal: childProposal)]
        case .layered(let child, let secondary, let alignment, let behind):
            let content = child.place(at: origin, proposal: proposal)
            let secondaryProposal = Proposal(frame.size)
            let secondarySize = secondary.size(secondaryProposal)
            let layer = secondary.place(at: Self.align(secondarySize, in: frame, alignment), proposal: secondaryProposal)
            return behind ? [layer, content] : [content, layer]
        case .fixedSize(let horizontal, let vertical, let child):
            return [
                child.place(
                    at: origin, proposal: Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            ]
        case .aspectRatio(let ratio, let fill, let child):
            return [child.place(at: origin, proposal: aspectProposal(proposal, ratio: ratio, fill: fill, child: child))]
        case .wrapper(let child):
            return [child.place(at: origin, proposal: proposal)]
        case .position(let position, let child):
            let point = reader?.scaled(position) ?? position
            let size = child.size(proposal)
            let center = LayoutPoint(
                x: origin.x + point.x - Self.finite(size.width) / 2, y: origin.y + point.y - Self.finite(size.height) / 2)
            return [child.place(at: center, proposal: proposal)]
        }
    }

    /// `box` with this node's decoration: opacity, clip, shadow, control, pending state, link and offset.
    private func decorated(_ box: LayoutBox) -> LayoutBox {
        var box = box
        box.opacity = decoration.opacity
        box.clip = decoration.clip
        box.shadow = decoration.shadow
        box.control = decoration.control
        box.isInvalidatable = decoration.isInvalidatable
        box.isPending = decoration.isPending
        box.linkURL = decoration.linkURL
        box.blendMode = decoration.blendMode
        box.isCompositingGroup = decoration.isCompositingGroup
        if let effect = decoration.effect {
            let anchor = LayoutPoint(
                x: box.frame.minX + effect.anchor.x * box.frame.width, y: box.frame.minY + effect.anchor.y * box.frame.height)
            box.transform = LayoutTransform(degrees: effect.degrees, scaleX: effect.scaleX, scaleY: effect.scaleY, anchor: anchor)
        }
        if decoration.offset != .zero {
            let offset = reader?.scaled(decoration.offset) ?? decoration.offset
            box = box.shifted(dx: offset.x, dy: offset.y)
        }
        return box
    }

    /// `spec` as this node lays it out: scaled by the reader around it, if any.
    func scaled(_ spec: FrameSpec) -> FrameSpec {
        reader?.scaled(spec) ?? spec
    }

    /// Where a child of `size` goes in `frame` for `alignment`.
    static func align(_ size: LayoutSize, in frame: LayoutRect, _ alignment: NodeAlignment) -> LayoutPoint {
        let x: Double
        switch alignment.horizontal {
        case -1: x = frame.minX
        case 1: x = frame.maxX - finite(size.width)
        default: x = frame.midX - finite(size.width) / 2
        }
        let y: Double
        switch alignment.vertical {
        case -1: y = frame.minY
        case 1: y = frame.maxY - finite(size.height)
        default: y = frame.midY - finite(size.height) / 2
        }
        return LayoutPoint(x: x, y: y)
    }

    /// A length safe to draw: infinite (unbounded) sizes collapse to zero.
    static func finite(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    /// Redacted text: one rounded bar per line in the text's color.
    private static func redactionBars(for layout: TextLayout, in frame: LayoutRect, style: ResolvedStyle) -> [LayoutBox] {
        layout.lines.map { line in
            let barHeight = line.height * 0.7
            let rect = LayoutRect(
                x: frame.minX + line.x, y: frame.minY + line.y + (line.height - barHeight) / 2, width: max(line.width, 8), height: barHeight
            )
            return LayoutBox(
                frame: rect,
                content: .shape(LayoutShape(kind: .roundedRectangle, cornerRadius: barHeight / 3, fill: style.foreground.withAlpha(0.2))),
                style: style, source: "redacted")
        }
    }
}

extension LayoutBox {
    /// The box and its subtree moved by `dx`, `dy` (`offset` is draw-only).
    func shifted(dx: Double, dy: Double) -> LayoutBox {
        var box = self
        box.frame = frame.offsetBy(dx: dx, dy: dy)
        box.children = children.map { $0.shifted(dx: dx, dy: dy) }
        box.mask = mask.map { $0.shifted(dx: dx, dy: dy) }
        box.transform?.anchor = LayoutPoint(x: (transform?.anchor.x ?? 0) + dx, y: (transform?.anchor.y ?? 0) + dy)
        return box
    }
}
