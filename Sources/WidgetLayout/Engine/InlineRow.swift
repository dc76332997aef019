import WidgetWire

/// What WidgetKit draws of an `accessoryInline` widget: "a single row of text and an optional
/// image". The view's first image and its texts are laid out in one row, the image first, whatever
/// stacks they stand in (`ZStack { Image(systemName:); Text(price) }` shows as "⬆︎ BTC $97,000"); shapes,
/// colors, backgrounds, overlays, padding and frames are not drawn.
///
/// Each image and text keeps the modifiers around it that style it (font, color, text style and
/// layout, color scheme, redaction) and the first `widgetURL`; an asset image (or a resizable one)
/// is fitted into a line-sized square, as the Lock Screen draws it beside the text.
enum InlineRow {
    /// `node` as the row the Lock Screen shows, or `node` itself when it shows no text or image.
    static func row(of node: ViewNode) -> ViewNode {
        var collected = Collected()
        collect(node, styling: [], into: &collected)
        guard let row = collected.row else { return node }
        return collected.widgetURL.map { .modified(row, .widgetURL($0)) } ?? row
    }

    private struct Collected {
        var image: ViewNode?
        var texts: [ViewNode] = []
        var widgetURL: String?

        /// The image, then the texts, in one row; `nil` when there are none.
        var row: ViewNode? {
            let items = (image.map { [$0] } ?? []) + texts
            guard !items.isEmpty else { return nil }
            return items.count == 1 ? items[0] : .stack(StackNode(axis: .horizontal, children: items))
        }
    }

    /// Collects the image and texts of `node` in drawing order, each wrapped in `styling` (outermost first).
    private static func collect(_ node: ViewNode, styling: [NodeModifier], into collected: inout Collected) {
        switch node {
        case .text:
            collected.texts.append(styled(node, styling))
        case .image(let image):
            if collected.image == nil { collected.image = styled(lineSized(image), styling) }
        case .stack(let stack) where stack.axis.picksOneChild:
            collected.texts.append(.stack(StackNode(axis: .firstFittingWidth, children: alternatives(stack, styling, &collected))))
        case .modified(let content, let modifier):
            if case .widgetURL(let url) = modifier, collected.widgetURL == nil { collected.widgetURL = url }
            collect(content, styling: styles(modifier) ? styling + [modifier] : styling, into: &collected)
        default:
            node.forEachChild { child in
                switch child.slot {
                case .item, .content, .label: collect(child.node, styling: styling, into: &collected)
                default: break
                }
            }
        }
    }

    /// The rows of a `ViewThatFits`'s alternatives, each collected on its own, so that the row shows the first that
    /// fits its width (`ViewThatFits { Text("Next train at 10:42"); Text("10:42") }`) rather than all of them.
    private static func alternatives(_ stack: StackNode, _ styling: [NodeModifier], _ collected: inout Collected) -> [ViewNode] {
        stack.children.map { alternative in
            var inner = Collected()
            collect(alternative, styling: styling, into: &inner)
            if collected.widgetURL == nil { collected.widgetURL = inner.widgetURL }
            return inner.row ?? .empty
        }
    }

    /// The side of an image in the row: a line of the Lock Screen's text.
    static let imageSide = 18.0

    /// `image` as the row draws it: a symbol at the text's size, as it is; an asset image or a resizable one
    /// fitted into a line-sized square (its own frame, whatever it was, is not drawn).
    private static func lineSized(_ image: ImageNode) -> ViewNode {
        guard image.systemName == nil || image.resizable == true else { return .image(image) }
        var fitted = image
        fitted.resizable = true
        return ViewNode.image(fitted).modified(.aspectRatio(nil, fill: false)).modified(
            .frame(FrameSpec(width: imageSide, height: imageSide)))
    }

    /// Whether `modifier` changes how a text or image inside it looks.
    private static func styles(_ modifier: NodeModifier) -> Bool {
        switch modifier {
        case .font, .textStyle, .foreground, .textLayout, .tint, .colorScheme, .redacted, .unredacted, .invalidatable: true
        default: false
        }
    }

    private static func styled(_ node: ViewNode, _ styling: [NodeModifier]) -> ViewNode {
        styling.reversed().reduce(node) { .modified($0, $1) }
    }
}
