import FoundationXML
import Testing
import WidgetLayout
import WidgetRenderHTML
import WidgetWire

struct HTMLRendererTests {
    typealias R = RenderTestSupport

    @Test func controlsAreRealButtonsWithIDsKindsAndLabels() throws {
        let html = try HTMLRenderer().render(SeedFixtures.counterMedium(), options: R.options(.systemMedium))
        let document = try R.parse(html)
        let widget = try #require(document.rootElement())
        #expect(widget.name == "div")
        #expect(R.attribute("data-family", of: widget) == "systemMedium")
        let buttons = try R.elements("//button", in: document)
        #expect(buttons.count == 4)
        #expect(buttons.map { R.attribute("data-control-kind", of: $0) } == Array(repeating: "button", count: 4))
        #expect(
            buttons.map { R.attribute("data-control-id", of: $0) } == ["counter.add10", "counter.add20", "counter.sub10", "counter.sub20"])
        #expect(buttons.map { $0.stringValue ?? "" } == ["加 10", "加 20", "减 10", "减 20"])
        #expect(buttons.allSatisfy { R.attribute("type", of: $0) == "button" })
        #expect(html.contains("WenQuanYi Zen Hei"))
    }

    @Test func togglesShowTheirStateWithAriaPressed() throws {
        let off = try R.parse(HTMLRenderer().render(SeedFixtures.toggleAndButton(), options: R.options(.systemSmall)))
        let toggle = try #require(R.elements("//button[@data-control-kind='toggle']", in: off).first)
        #expect(R.attribute("aria-pressed", of: toggle) == "false")
        #expect(R.attribute("data-control-id", of: toggle) == "edit.toggle")
        let pressed = try R.parse(
            HTMLRenderer().render(SeedFixtures.toggleAndButton(), options: R.options(.systemSmall, pressed: "edit.toggle")))
        let pressedToggle = try #require(R.elements("//button[@data-control-kind='toggle']", in: pressed).first)
        #expect(R.attribute("aria-pressed", of: pressedToggle) == "true")
    }

    /// An icon's button is named by its accessibility label, around it or inside its label; a button with text by its text.
    @Test func iconButtonsAreNamedByTheirAccessibilityLabels() throws {
        func button(_ intent: String, _ label: ViewNode) -> ViewNode {
            .button(ButtonNode(action: IntentInvocation(intent: intent), label: label))
        }
        let icon = ViewNode.image(ImageNode(systemName: "plus"))
        let row = ViewNode.stack(
            StackNode(
                axis: .horizontal,
                children: [
                    button("Add", icon).modified(.accessibilityLabel("Add a cup")),
                    button("Remove", icon.modified(.accessibilityLabel("Remove a cup"))),
                    button("Reset", .text(TextNode("Reset"))).modified(.accessibilityLabel("Start the day again")),
                ]
            )
        ).modified(.accessibilityLabel("Cups"))
        let html = try HTMLRenderer().render(ControlIdentifiers.assign(in: row), options: R.options(.systemMedium))
        let buttons = try R.elements("//button", in: R.parse(html))
        #expect(buttons.map { R.attribute("aria-label", of: $0) } == ["Add a cup", "Remove a cup", "Reset"])
        #expect(ControlIdentifiers.controls(in: row).map(\.label) == ["Add a cup", "Remove a cup", "Reset"])
    }

    @Test func aButtonInsideACustomToggleStyleIsATappableElementNotANestedButton() throws {
        let reset = ViewNode.button(ButtonNode(action: IntentInvocation(intent: "Reset"), label: .text(TextNode("Reset"))))
        let body = ViewNode.stack(StackNode(axis: .horizontal, children: [.text(TextNode("Lamp")), reset]))
        let toggle = ViewNode.toggle(
            ToggleNode(
                isOn: false, action: IntentInvocation(intent: "Flip"), style: "custom", label: .text(TextNode("Lamp")), onBody: body,
                offBody: body))
        let html = try HTMLRenderer().render(ControlIdentifiers.assign(in: toggle), options: R.options(.systemSmall))
        let document = try R.parse(html)
        let outer = try #require(R.elements("//button[@data-control-id='t']", in: document).first)
        let inner = try R.elements("//button[@data-control-id='t']//*[@data-control-id]", in: document)
        #expect(inner.map { R.attribute("data-control-id", of: $0) } == ["b.off.1"])
        #expect(inner.map(\.name) == ["span"])
        #expect(inner.map { R.attribute("role", of: $0) } == ["button"])
        #expect(inner.map { R.attribute("tabindex", of: $0) } == ["0"])
        #expect(try R.elements("//button//button", in: document).isEmpty)
        #expect(outer.stringValue?.contains("Reset") == true)
    }

    @Test func strikethroughAndInvalidatableContentAreMarked() throws {
        let task = try HTMLRenderer().render(SeedFixtures.task(isCompleted: true), options: R.options(.systemSmall))
        let struck = try R.elements("//span[contains(@style,'line-through')]", in: R.parse(task))
        #expect(struck.map { $0.stringValue ?? "" } == ["买牛奶"])

        let idle = try R.parse(HTMLRenderer().render(SeedFixtures.customControls(), options: R.options(.systemSmall)))
        let marked = try #require(R.elements("//*[@data-invalidatable='true']", in: idle).first)
        #expect(marked.stringValue == "toggle|button点击闪烁")
        #expect(R.attribute("data-pending", of: marked) == nil)
        let pending = try R.parse(HTMLRenderer().render(SeedFixtures.customControls(), options: R.options(.systemSmall, pending: true)))
        #expect(try R.elements("//*[@data-pending='true']", in: pending).count == 1)
    }

    @Test func aPressedCustomButtonShowsItsPressedLabel() throws {
        let idle = try R.parse(HTMLRenderer().render(SeedFixtures.customControls(), options: R.options(.systemSmall)))
        #expect(try R.elements("//button[@data-control-id='test.button']//*[@data-symbol='person.fill']", in: idle).count == 1)
        let pressed = try R.parse(
            HTMLRenderer().render(SeedFixtures.customControls(), options: R.options(.systemSmall, pressed: "test.button")))
        #expect(try R.elements("//button[@data-control-id='test.button']//*[@data-symbol='person']", in: pressed).count == 1)
    }

    @Test func theDocumentWrapsFragmentsAndParses() throws {
        let light = try HTMLRenderer().render(SeedFixtures.counterMedium(), options: R.options(.systemMedium))
        let book = try HTMLRenderer().render(SeedFixtures.favoriteBook(), options: R.options(.systemSmall))
        let page = HTMLRenderer.document(title: "Widgets <test>", fragments: [light, book])
        let document = try R.parse(page)
        #expect(try R.elements("//title", in: document).first?.stringValue == "Widgets <test>")
        #expect(try R.elements("//div[@class='widget']", in: document).count == 2)
        #expect(book.contains("linear-gradient("))
    }
}
