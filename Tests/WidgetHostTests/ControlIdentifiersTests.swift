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

    /// `.overlay { a }.padding().overlay { b }.background { c }.background { d }` on one view: each attached
    /// button has its own id (the first overlay keeps `ov`), whether the ids come from the tree or from reading its JSON.
    @Test func stackedOverlaysAndBackgroundsOfOneViewGetTheirOwnIDs() throws {
        let stacked = ViewNode.text(TextNode("Count"))
            .modified(.overlay(Self.button(1), alignment: .topLeading))
            .modified(.padding(edges: .all, length: 4))
            .modified(.overlay(Self.button(2), alignment: .topTrailing))
            .modified(.background(Self.button(3), alignment: .center))
            .modified(.background(Self.button(4), alignment: .center))
        let tree = ViewNode.stack(StackNode(axis: .vertical, children: [.text(TextNode("Title")), stacked]))
        let ids = ["b.1.ov", "b.1.ov2", "b.1.bg", "b.1.bg2"]
        #expect(Set(ControlIdentifiers.controls(in: tree).map(\.id)) == Set(ids))
        for (value, id) in zip(Int64(1)..., ids) {
            #expect(ControlIdentifiers.control(id, in: tree)?.action.parameters["value"] == .integer(value))
        }
        let json = try WireCoding.encodeString(TimelinePayload(entries: [TimelineEntryPayload(date: 0, view: tree)], policy: .never))
        let read = try WireCoding.decodeTimeline(from: json, assigningControlIDs: true)
        #expect(read.entries[0].view == ControlIdentifiers.assign(in: tree))
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
