import WidgetWire

/// The layout pass: resolves a frame and a drawing style for every node of a view tree,
/// following SwiftUI's rules (the parent proposes a size, the child chooses its size, the
/// parent places the child), inside the widget container of a family.
///
/// ```swift
/// let tree = LayoutEngine.layout(node, options: RenderOptions(family: .systemSmall), measurer: measurer)
/// for box in tree.allBoxes { print(box.source, box.frame) }
/// ```
public enum LayoutEngine {
    /// Lays `node` out as a widget of `options.family`, at `options.size`.
    public static func layout(_ node: ViewNode, options: RenderOptions, measurer: any TextMeasurer) -> LayoutTree {
        layout(node, in: options.size, options: options, measurer: measurer)
    }

    /// The size `node` takes when offered no size at all (SwiftUI's ideal size, what a preview's
    /// `.sizeThatFitsLayout` draws at), within `limits` and at least one point each way.
    public static func fittingSize(
        of node: ViewNode, options: RenderOptions, measurer: any TextMeasurer, limits: DisplaySize = DisplaySize(width: 1024, height: 1024)
    ) -> DisplaySize {
        let context = LayoutContext(measurer: measurer, options: options)
        let size = ElementBuilder(context: context).build(node, LayoutEnvironment()).size(.unspecified)
        func clamp(_ length: Double, _ limit: Double) -> Double { length.isFinite ? min(max(length.rounded(.up), 1), limit) : limit }
        return DisplaySize(width: clamp(size.width, limits.width), height: clamp(size.height, limits.height))
    }

    /// Lays `node` out in a widget of `size` with the container (margins, corner radius,
    /// default background) of `options.family`.
    public static func layout(_ node: ViewNode, in size: DisplaySize, options: RenderOptions, measurer: any TextMeasurer) -> LayoutTree {
        var container = WidgetContainer.for(options.family, marginsDisabled: options.contentMarginsDisabled)
        container.size = LayoutSize(width: size.width, height: size.height)
        let context = LayoutContext(measurer: measurer, options: options)
        let builder = ElementBuilder(context: context)
        let rootElement = builder.build(options.family == .accessoryInline ? InlineRow.row(of: node) : node, LayoutEnvironment())

        let bounds = LayoutRect(origin: .zero, size: container.size)
        let content = bounds.inset(by: container.contentMargins)
        let proposal = Proposal(content.size)
        let rootSize = rootElement.size(proposal)
        var root = rootElement.place(at: Element.align(rootSize, in: content, .center), proposal: proposal)
        if options.family == .accessoryCorner {
            root = cornerContent(root, in: content, bounds: bounds, builder: builder)
        }

        let background = Self.background(of: container, in: bounds, context: context, builder: builder)
        return LayoutTree(
            family: options.family, appearance: options.appearance, size: container.size, cornerRadius: container.cornerRadius,
            contentMargins: container.contentMargins, background: background, root: root, widgetURL: context.widgetURL)
    }

    /// The widget's background: its `containerBackground`, drawn on a system family over the system's
    /// widget background (white, or iOS's dark widget gray), so that a translucent one (Xcode's template
    /// `.fill.tertiary`) or `.clear` shows as on iOS, light or dark; else the family's default.
    private static func background(
        of container: WidgetContainer, in bounds: LayoutRect, context: LayoutContext, builder: ElementBuilder
    ) -> LayoutBox {
        let color = container.hasDefaultBackground ? context.colors.widgetBackground : context.colors.controlTrack
        let base = LayoutBox(
            frame: bounds, content: .shape(LayoutShape(kind: .rectangle, fill: .color(color))),
            style: context.style(LayoutEnvironment()), source: "containerBackground")
        guard let declared = context.containerBackground else { return base }
        let element = builder.build(declared.node, declared.environment)
        let proposal = Proposal(container.size)
        let placed = element.place(at: Element.align(element.size(proposal), in: bounds, .center), proposal: proposal)
        guard container.hasDefaultBackground, !isOpaqueFill(placed, of: bounds) else { return placed }
        return LayoutBox(frame: bounds, children: [base, placed], style: placed.style, source: "containerBackground")
    }

    /// Whether `box` is a single opaque colour filling `bounds` (a `Color` background): nothing under it shows.
    private static func isOpaqueFill(_ box: LayoutBox, of bounds: LayoutRect) -> Bool {
        guard case .shape(let shape) = box.content, shape.kind == .rectangle, case .color(let color)? = shape.fill,
            color.alpha >= 1, box.opacity >= 1, box.children.isEmpty
        else { return false }
        return box.frame.minX <= bounds.minX && box.frame.minY <= bounds.minY && box.frame.maxX >= bounds.maxX
            && box.frame.maxY >= bounds.maxY
    }

    /// An `accessoryCorner` widget's content clipped to its circle, with its `widgetLabel` in the band beside it
    /// (watchOS curves the label along the bezel; the host draws it flat).
    private static func cornerContent(_ root: LayoutBox, in content: LayoutRect, bounds: LayoutRect, builder: ElementBuilder) -> LayoutBox {
        var children = [
            LayoutBox(
                frame: content, children: [root], style: root.style, source: "accessoryCorner",
                clip: LayoutClip(kind: .circle, cornerRadius: 0))
        ]
        if let label = builder.context.widgetLabel {
            let band = LayoutRect(
                x: content.maxX + 4, y: bounds.minY + 2, width: max(0, bounds.maxX - content.maxX - 8), height: max(0, bounds.height - 4))
            let element = builder.build(label.node, label.environment)
            let proposal = Proposal(band.size)
            children.append(element.place(at: Element.align(element.size(proposal), in: band, .leading), proposal: proposal))
        }
        return LayoutBox(frame: bounds, children: children, style: root.style, source: "widgetLabel")
    }
}
