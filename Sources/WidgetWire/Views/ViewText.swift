/// The plain text a view tree shows: its string runs, in tree order, space-separated.
public enum ViewText {
    /// `"加 10"` for a button label `Text("加 10")`.
    ///
    /// Dates and timers are left out, and so are the views a tree holds besides what it shows at
    /// rest: backgrounds, overlays, masks, a custom style's pressed label and on and off bodies.
    public static func plainText(of node: ViewNode) -> String { summary(of: node).texts.joined(separator: " ") }

    /// What a view tree shows, in one walk: its texts in reading order (as ``plainText(of:)``
    /// joins them) and the fraction of its first gauge or progress view that has one, for
    /// bars and other one-line displays (`widgethost watch`).
    ///
    /// With `skippingRedacted`, the texts and progress inside `.redacted(reason: .placeholder)` are left
    /// out: they are drawn as placeholder bars, not read (a widget showing its placeholder shows none), but for those
    /// inside `.unredacted()`.
    public static func summary(of node: ViewNode, skippingRedacted: Bool = false) -> (texts: [String], fraction: Double?) {
        var summary = Summary()
        summary.collect(node, skippingRedacted: skippingRedacted)
        return (summary.texts, summary.fraction)
    }

    /// The first accessibility label in `node` (`.accessibilityLabel("Done")`), in what it shows: the name of a
    /// control whose label has no text.
    public static func accessibilityLabel(of node: ViewNode) -> String? {
        if case .modified(_, .accessibilityLabel(let label)) = node { return label }
        var found: String?
        node.forEachChild { child in
            if found == nil, isShownText(child.slot) { found = accessibilityLabel(of: child.node) }
        }
        return found
    }

    private struct Summary {
        var texts: [String] = []
        var fraction: Double?

        /// Collects what `node` shows; inside a skipped `.redacted`, only what an `.unredacted` lifts out of it.
        mutating func collect(_ node: ViewNode, skippingRedacted: Bool, hidden: Bool = false) {
            switch node {
            case .text(let text) where !hidden:
                let string = text.runs.compactMap { run -> String? in
                    if case .string(let value) = run.content { return value }
                    return nil
                }.joined()
                if !string.isEmpty { texts.append(string) }
            case .progress(let progress) where fraction == nil && !hidden: fraction = progress.fraction
            case .modified(let content, .redacted) where skippingRedacted:
                collect(content, skippingRedacted: true, hidden: true)
                return
            case .modified(let content, .unredacted):
                collect(content, skippingRedacted: skippingRedacted, hidden: false)
                return
            case .stack(let stack) where stack.axis.picksOneChild:
                // Which alternative fits is known only once laid out: the first, which the widget prefers, is read.
                if let first = stack.children.first { collect(first, skippingRedacted: skippingRedacted, hidden: hidden) }
                return
            default: break
            }
            node.forEachChild { child in
                if isShownText(child.slot) { collect(child.node, skippingRedacted: skippingRedacted, hidden: hidden) }
            }
        }
    }

    private static func isShownText(_ slot: ViewSlot) -> Bool {
        switch slot {
        case .item, .content, .label, .currentValueLabel, .minimumValueLabel, .maximumValueLabel, .widgetLabel: true
        case .background, .overlay, .stackedBackground, .stackedOverlay, .containerBackground, .mask, .pressedLabel, .onBody, .offBody:
            false
        }
    }
}
