import FoundationXML
import Testing
import WidgetLayout
import WidgetRenderSVG
import WidgetWire

struct SVGRendererTests {
    typealias R = RenderTestSupport

    @Test func counterButtonsAreGroupsWithTheirControlIDAndLabel() throws {
        let svg = try SVGRenderer().render(SeedFixtures.counterMedium(), options: R.options(.systemMedium))
        let document = try R.parse(svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(R.attribute("width", of: root) == "364")
        #expect(R.attribute("height", of: root) == "170")
        let buttons = try R.elements("//*[@data-control-kind='button']", in: document)
        #expect(
            buttons.map { R.attribute("data-control-id", of: $0) } == ["counter.add10", "counter.add20", "counter.sub10", "counter.sub20"])
        let firstLabel = try R.elements(".//*[local-name()='tspan']", in: document).filter {
            $0.parent?.parent == buttons[0] || isDescendant($0, of: buttons[0])
        }
        #expect(firstLabel.map { $0.stringValue ?? "" }.joined() == "加 10")
        let texts = try R.elements("//*[local-name()='tspan']", in: document).map { $0.stringValue ?? "" }
        #expect(texts.contains("结果: 30"))
        #expect(texts.contains("18:30"))
        #expect(texts.contains("中号组件类型"))
    }

    @Test func strikethroughIsMarkedOnTheTitle() throws {
        let svg = try SVGRenderer().render(SeedFixtures.task(isCompleted: true), options: R.options(.systemSmall))
        let document = try R.parse(svg)
        let struck = try R.elements("//*[@text-decoration='line-through']", in: document)
        #expect(struck.map { $0.stringValue ?? "" } == ["买牛奶"])
        #expect(try !R.elements("//*[@data-decoration='strikethrough']", in: document).isEmpty)
        let open = try SVGRenderer().render(SeedFixtures.task(isCompleted: false), options: R.options(.systemSmall))
        #expect(try R.elements("//*[@text-decoration='line-through']", in: R.parse(open)).isEmpty)
    }

    @Test func gradientsSymbolsAndClipsAreDefined() throws {
        let svg = try SVGRenderer().render(SeedFixtures.favoriteBook(), options: R.options(.systemSmall))
        let document = try R.parse(svg)
        #expect(try R.elements("//*[local-name()='linearGradient']", in: document).count == 1)
        #expect(try R.elements("//*[local-name()='clipPath']", in: document).count >= 1)
        #expect(try R.elements("//*[@data-symbol='book.fill']", in: document).count == 1)
    }

    @Test func togglesCarryTheirStateAndInvalidatableContentIsMarked() throws {
        let svg = try SVGRenderer().render(SeedFixtures.customControls(), options: R.options(.systemSmall, pending: true))
        let document = try R.parse(svg)
        let toggle = try #require(R.elements("//*[@data-control-kind='toggle']", in: document).first)
        #expect(R.attribute("aria-checked", of: toggle) == "false")
        #expect(try R.elements(".//*[@data-symbol='house.fill']", in: document).count == 1)
        let pending = try #require(R.elements("//*[@data-invalidatable='true']", in: document).first)
        #expect(R.attribute("data-pending", of: pending) == "true")
        #expect(Double(R.attribute("opacity", of: pending) ?? "1") ?? 1 < 1)
    }

    @Test func darkAppearanceUsesTheDarkWidgetBackground() throws {
        let svg = try SVGRenderer().render(SeedFixtures.task(isCompleted: false), options: R.options(.systemSmall, .dark))
        let document = try R.parse(svg)
        let fills = try R.elements("//*[local-name()='rect']", in: document).compactMap { R.attribute("fill", of: $0) }
        #expect(fills.contains("#1c1c1e"))
        let firstText = try #require(R.elements("//*[local-name()='tspan']", in: document).first)
        #expect(R.attribute("fill", of: firstText) == "#ffffff")
    }

    private func isDescendant(_ node: XMLNode, of ancestor: XMLNode) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent === ancestor { return true }
            current = parent.parent
        }
        return false
    }
}
