import Testing
import WidgetLayout
import WidgetWire

struct ControlLayoutTests {
    typealias S = LayoutTestSupport

    private func button(_ title: String, id: String, style: String = "automatic", pressedLabel: ViewNode? = nil) -> ViewNode {
        .button(
            ButtonNode(
                action: IntentInvocation(intent: "Add", parameters: ["value": .integer(10)]), style: style, label: S.text(title),
                pressedLabel: pressedLabel, controlID: id))
    }

    @Test func borderedButtonsPadTheirLabelOnATintedBackground() throws {
        let tree = S.layout(button("加 10", id: "b1"))
        let control = try #require(tree.allBoxes.first { $0.control != nil })
        #expect(control.control?.id == "b1")
        #expect(control.control?.kind == .button)
        #expect(control.control?.intent == "Add")
        let label = try #require(S.textBox("加 10", in: tree))
        #expect(control.frame.width == label.frame.width + 24)
        #expect(control.frame.height == label.frame.height + 14)
        let background = try #require(S.boxes("buttonBackground", in: tree).first)
        guard case .shape(let shape) = background.content, case .color(let color)? = shape.fill else {
            Issue.record("no tinted background")
            return
        }
        #expect(color.alpha < 1)
        #expect(label.style.foreground == .color(RGBAColor(bytes: 0, 122, 255)))
    }

    /// `.buttonBorderShape(.capsule)` and `.circle` draw a bordered button's background as that shape; a circle
    /// pads its label as much on every side.
    @Test func aBorderedButtonTakesTheShapeItsBorderShapeNames() throws {
        for (shape, kind) in [
            (nil, ShapeKind.roundedRectangle), ("capsule", .capsule), ("circle", .circle), ("roundedRectangle", .roundedRectangle),
        ] {
            for style in ["bordered", "borderedProminent"] {
                let node = ViewNode.button(
                    ButtonNode(
                        action: IntentInvocation(intent: "Add"), style: style, label: .image(ImageNode(systemName: "plus")),
                        controlID: "b1",
                        borderShape: shape))
                let tree = S.layout(node)
                let background = try #require(S.boxes("buttonBackground", in: tree).first)
                guard case .shape(let drawn) = background.content else {
                    Issue.record("no background shape")
                    continue
                }
                #expect(drawn.kind == kind, "\(style) \(shape ?? "automatic")")
                if kind == .circle { #expect(background.frame.width == background.frame.height, "\(background.frame)") }
            }
        }
    }

    @Test func aPressedCustomButtonDrawsItsPressedLabel() throws {
        let node = button("idle", id: "b1", style: "custom", pressedLabel: S.text("pressed"))
        #expect(S.textBox("idle", in: S.layout(node)) != nil)
        let pressed = S.layout(node, pressed: "b1")
        #expect(S.textBox("pressed", in: pressed) != nil)
        #expect(S.textBox("idle", in: pressed) == nil)
        #expect(pressed.allBoxes.first { $0.control != nil }?.control?.isPressed == true)
    }

    @Test func switchTogglesFillTheRowAndShowTheirState() throws {
        let toggle = ViewNode.toggle(
            ToggleNode(isOn: true, action: IntentInvocation(intent: "Flip"), label: S.text("Wi-Fi"), controlID: "t1"))
        let tree = S.layout(toggle)
        let control = try #require(tree.allBoxes.first { $0.control != nil })
        #expect(control.control?.isOn == true)
        #expect(control.frame.width == 332)
        let track = try #require(S.boxes("switch", in: tree).first)
        #expect(track.frame.size == LayoutSize(width: 51, height: 31))
        #expect(track.frame.maxX == 348)
        guard case .switchTrack(let appearance) = track.content else {
            Issue.record("no switch")
            return
        }
        #expect(appearance.isOn)
        let pressed = S.layout(toggle, pressed: "t1")
        #expect(pressed.allBoxes.first { $0.control != nil }?.control?.isOn == false)
    }

    @Test func aToggleWithAnEmptyLabelIsJustTheSwitch() throws {
        let toggle = ViewNode.toggle(ToggleNode(isOn: false, action: IntentInvocation(intent: "Flip"), label: S.text("")))
        let tree = S.layout(toggle, family: .systemSmall)
        let control = try #require(tree.allBoxes.first { $0.control != nil })
        #expect(control.frame.size == LayoutSize(width: 51, height: 31))
    }

    @Test func customTogglesDrawTheirOnOrOffBody() throws {
        let node = ViewNode.toggle(
            ToggleNode(
                isOn: false, action: IntentInvocation(intent: "Flip"), style: "custom", label: S.text(""), onBody: S.text("ON"),
                offBody: S.text("OFF")))
        #expect(S.textBox("OFF", in: S.layout(node)) != nil)
        #expect(S.textBox("ON", in: S.layout(node)) == nil)
    }

    @Test func linearProgressSpansTheWidthUnderItsLabel() throws {
        let node = ViewNode.progress(ProgressNode(fraction: 0.5, label: S.text("Loading")))
        let tree = S.layout(node)
        let bar = try #require(
            tree.allBoxes.first { box in
                if case .progress = box.content { return true }
                return false
            })
        #expect(bar.frame.height == 4)
        #expect(bar.frame.width == 332)
    }
}
