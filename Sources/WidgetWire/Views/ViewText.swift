/// The plain text a view tree shows: its string runs, in tree order, space-separated.
public enum ViewText {
    /// `"加 10"` for a button label `Text("加 10")`.
    ///
    /// Dates and timers are left out, and so are the views a tree holds besides what it shows at
    /// rest: backgrounds, overlays, a custom style's pressed label and on and off bodies.
    public static func plainText(of node: ViewNode) -> String {
        var parts: [String] = []
        node.forEach(descendingInto: isShownText) { _, node in
            guard case .text(let text) = node else { return }
            let string = text.runs.compactMap { run -> String? in
                if case .string(let value) = run.content { return value }
                return nil
            }.joined()
            if !string.isEmpty { parts.append(string) }
        }
        return parts.joined(separator: " ")
    }

    private static func isShownText(_ slot: ViewSlot) -> Bool {
        switch slot {
        case .item, .content, .label, .currentValueLabel: true
        case .background, .overlay, .containerBackground, .pressedLabel, .onBody, .offBody: false
        }
    }
}
