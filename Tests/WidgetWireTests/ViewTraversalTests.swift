import Testing
import WidgetWire

/// The one walk over view trees: children in slots, paths, map and forEach, and what control ids,
/// view text and intent discovery make of them.
struct ViewTraversalTests {
    static func text(_ string: String) -> ViewNode { .text(TextNode(string)) }

    static func button(_ name: String, label: ViewNode? = nil, pressed: ViewNode? = nil) -> ViewNode {
        .button(ButtonNode(action: IntentInvocation(intent: name), label: label ?? text(name), pressedLabel: pressed))
    }

    /// A toggle in a custom style whose bodies hold a button, a button in a custom style
    /// whose labels hold one, and a gauge and a link, under a background holding one more.
    static let tree = ViewNode.stack(
        StackNode(
            axis: .vertical,
            children: [
                .toggle(
                    ToggleNode(
                        isOn: true, action: IntentInvocation(intent: "Flip"), style: "custom", label: text("Lamp"),
                        onBody: .stack(StackNode(axis: .horizontal, children: [text("on"), button("Reset")])),
                        offBody: .stack(StackNode(axis: .horizontal, children: [text("off"), button("Reset")])))),
                button(
                    "Main", label: .stack(StackNode(axis: .horizontal, children: [text("Main"), button("Badge")])),
                    pressed: button("Badge")),
                .progress(ProgressNode(fraction: 0.5, label: text("Sync"), currentValueLabel: text("50%"))),
                .link(LinkNode(url: "https://example.com", label: text("More"))),
            ])
    )
    .modified(.padding(edges: .all, length: nil))
    .modified(.background(button("Back"), alignment: .center))

    @Test func childrenNameTheirSlotsInDrawingOrder() {
        #expect(Self.tree.children.map(\.slot) == [.content, .background])
        let (content, modifiers) = Self.tree.unwrapped
        #expect(modifiers.map(\.typeName) == ["background", "padding"])
        #expect(content.children.map(\.slot) == [.item(0), .item(1), .item(2), .item(3)])
        guard case .stack(let stack) = content else {
            Issue.record("the content is not a stack: \(content)")
            return
        }
        #expect(stack.children[0].children.map(\.slot) == [.label, .onBody, .offBody])
        #expect(stack.children[1].children.map(\.slot) == [.label, .pressedLabel])
        #expect(stack.children[2].children.map(\.slot) == [.label, .currentValueLabel])
        #expect(Self.text("leaf").children.isEmpty)
    }

    @Test func everyControlGetsAnIDFromItsPathIncludingThoseInsideControls() {
        let controls = ControlIdentifiers.controls(in: Self.tree)
        #expect(controls.map(\.id) == ["t.0", "b.0.on.1", "b.0.off.1", "b.1", "b.1.lb.1", "b.1.pr", "b.bg"])
        #expect(controls.map(\.label) == ["Lamp", "Reset", "Reset", "Main Badge", "Badge", "Badge", "Back"])
        let assigned = ControlIdentifiers.assign(in: Self.tree)
        var written: [String] = []
        assigned.forEach { _, node in
            if case .button(let button) = node { written.append(button.controlID ?? "none") }
            if case .toggle(let toggle) = node { written.append(toggle.controlID ?? "none") }
        }
        #expect(written == controls.map(\.id))
        #expect(ControlIdentifiers.control("b.0.off.1", in: Self.tree)?.action == IntentInvocation(intent: "Reset"))
    }

    @Test func mapKeepsTheTreeAndReplacesWhatTheTransformChanges() {
        #expect(Self.tree.map { _, node in node } == Self.tree)
        let shouted = Self.tree.map { _, node in
            guard case .text(let text) = node, case .string(let string) = text.runs.first?.content else { return node }
            return Self.text(string.uppercased())
        }
        #expect(ViewText.plainText(of: shouted) == "LAMP MAIN BADGE SYNC 50% MORE")
        var paths: [String] = []
        Self.tree.forEach { path, node in
            if case .link = node { paths.append(path.segments.joined(separator: ".")) }
        }
        #expect(paths == ["3"])
    }

    @Test func viewTextShowsWhatATreeShowsAtRest() {
        #expect(ViewText.plainText(of: Self.tree) == "Lamp Main Badge Sync 50% More")
    }

    @Test func aSummaryCanLeaveOutWhatIsRedacted() {
        let tree = ViewNode.stack(
            StackNode(axis: .vertical, children: [Self.text("Title"), Self.tree.modified(.redacted)]))
        #expect(ViewText.summary(of: tree).texts == ["Title", "Lamp", "Main", "Badge", "Sync", "50%", "More"])
        #expect(ViewText.summary(of: tree).fraction == 0.5)
        let shown = ViewText.summary(of: tree, skippingRedacted: true)
        #expect(shown.texts == ["Title"])
        #expect(shown.fraction == nil)
        // `.unredacted()` lifts its content out of the redaction around it.
        let lifted = ViewNode.stack(StackNode(axis: .vertical, children: [Self.text("Score").modified(.unredacted), Self.text("42")]))
        #expect(ViewText.summary(of: lifted.modified(.redacted), skippingRedacted: true).texts == ["Score"])
    }

    @Test func invocationsListEveryControlsIntentInTreeOrder() {
        #expect(Self.tree.invocations.map(\.intent) == ["Flip", "Reset", "Reset", "Main", "Badge", "Badge", "Back"])
    }
}
