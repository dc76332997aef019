import Testing
import WidgetHost
import WidgetWire

/// Control ids from positions in the view tree, and what tapping a control performs.
struct ControlIdentifiersTests {
    static func button(_ value: Int64) -> ViewNode {
        .button(ButtonNode(action: IntentInvocation(intent: "Add", parameters: ["value": .integer(value)]), label: .text(TextNode("+"))))
    }

    static let toggle = ViewNode.toggle(
        ToggleNode(isOn: false, action: IntentInvocation(intent: "SetFlag", parameters: ["on": false]), label: .text(TextNode("Flag"))))

    static let tree = ViewNode.stack(
        StackNode(
            axis: .vertical,
            children: [
                .text(TextNode("Title")),
                button(1).modified(.padding(edges: .all, length: nil)),
                .stack(StackNode(axis: .horizontal, children: [button(2), .spacer(minLength: nil), toggle])),
            ])
    )
    .modified(.overlay(button(3), alignment: .topTrailing))

    @Test func idsFollowChildIndicesAndIgnoreModifiers() {
        let controls = ControlIdentifiers.controls(in: Self.tree)
        #expect(controls.map(\.id) == ["b.1", "b.2.0", "t.2.2", "b.ov"])
        #expect(controls.map(\.kind) == [.button, .button, .toggle, .button])
        #expect(ControlIdentifiers.control("b.2.0", in: Self.tree)?.action.parameters["value"] == 2)
    }

    @Test func assignmentWritesTheIdsIntoTheTreeAndIsStable() throws {
        let assigned = ControlIdentifiers.assign(in: Self.tree)
        #expect(ControlIdentifiers.assign(in: assigned) == assigned)
        #expect(try WireCoding.encodeString(assigned).contains("\"controlID\":\"t.2.2\""))
        #expect(
            ControlIdentifiers.assign(in: Self.button(9))
                == .button(
                    ButtonNode(
                        action: IntentInvocation(intent: "Add", parameters: ["value": 9]), label: .text(TextNode("+")), controlID: "b")))
    }

    @Test func tappingAToggleHandsItsIntentTheNewValue() throws {
        let manifest = PluginManifest(
            plugin: PluginInfo(id: "t", name: "t", version: "1"),
            intents: [
                IntentDescriptor(
                    id: "SetFlag", title: "Set", valueParameter: "on",
                    parameters: [ParameterDescriptor(name: "on", title: "On", type: .bool)])
            ])
        let toggle = try #require(ControlIdentifiers.control("t.2.2", in: Self.tree))
        #expect(toggle.tapInvocation(in: manifest) == IntentInvocation(intent: "SetFlag", parameters: ["on": true]))
        let button = try #require(ControlIdentifiers.control("b.1", in: Self.tree))
        #expect(button.tapInvocation(in: manifest) == button.action)
    }
}
