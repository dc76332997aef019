import Testing
import WidgetWire

/// Controls under `.allowsHitTesting(false)` are drawn but cannot be tapped: tap matching does not find them.
struct HitTestingControlsTests {
    private static func button(_ intent: String) -> ViewNode {
        .button(ButtonNode(action: IntentInvocation(intent: intent), label: .text(TextNode(intent))))
    }

    @Test func controlsThatAllowNoHitTestingAreNotListedAndTheOthersKeepTheirIds() {
        let tree = ViewNode.stack(
            StackNode(
                axis: .vertical,
                children: [
                    Self.button("Inert").modified(.allowsHitTesting(false)),
                    .stack(StackNode(axis: .horizontal, children: [Self.button("Also")])).modified(.allowsHitTesting(false)),
                    Self.button("Live").modified(.allowsHitTesting(true)),
                ]))
        let controls = ControlIdentifiers.controls(in: tree)
        #expect(controls.map(\.id) == ["b.2"])
        #expect(controls.map(\.action.intent) == ["Live"])
        #expect(ControlIdentifiers.control("b.0", in: tree) == nil)
    }
}
