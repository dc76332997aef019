import Foundation
import Testing
import WidgetLayout
import WidgetWire

struct WidgetContainerTests {
    typealias S = LayoutTestSupport

    @Test(arguments: WidgetFamilyName.allCases.filter { $0 != .accessoryCorner })
    func familySizeAndMargins(family: WidgetFamilyName) throws {
        let tree = S.layout(.color(.named("red", opacity: 1)), family: family)
        #expect(tree.size == LayoutSize(width: family.displaySize.width, height: family.displaySize.height))
        let margin: Double = family.rawValue.hasPrefix("system") ? 16 : 0
        #expect(tree.contentMargins == LayoutInsets(all: margin))
        #expect(
            tree.root.frame == LayoutRect(x: margin, y: margin, width: tree.size.width - 2 * margin, height: tree.size.height - 2 * margin))
        if family.rawValue.hasPrefix("system") { #expect(tree.cornerRadius == 22) }
    }

    @Test func theCornerComplicationIsItsCircleWithItsLabelBeside() throws {
        let label = S.text("30")
        let node = ViewNode.image(ImageNode(systemName: "figure.run")).modified(.widgetLabel(label))
        let tree = S.layout(node, family: .accessoryCorner)
        #expect(tree.size == LayoutSize(width: 120, height: 40))
        #expect(tree.contentMargins == LayoutInsets(top: 1, leading: 1, bottom: 1, trailing: 81))
        let circle = try #require(S.boxes("accessoryCorner", in: tree).first)
        #expect(circle.frame == LayoutRect(x: 1, y: 1, width: 38, height: 38))
        #expect(circle.clip == LayoutClip(kind: .circle, cornerRadius: 0))
        let text = try #require(S.textBox("30", in: tree))
        #expect(text.frame.minX >= 43 && text.frame.maxX <= 118)
        #expect(!S.layout(S.text("x").modified(.widgetLabel(label)), family: .accessoryCircular).root.plainText.contains("30"))
    }

    @Test func theInlineFamilyShowsTheFirstImageAndTheTextsInOneRow() throws {
        let arrow = ViewNode.image(ImageNode(systemName: "arrow.up.circle.fill"))
        let price = S.text("BTC $97,000.00").modified(.font(NodeFont(size: 30)))
        let node = ViewNode.stack(
            StackNode(axis: .depth, children: [.shape(ShapeNode(shape: .capsule)), arrow, price, .image(ImageNode(systemName: "star"))])
        ).modified(.widgetURL("coins://btc"))
        let tree = S.layout(node, family: .accessoryInline)
        let text = try #require(S.textBox("BTC $97,000.00", in: tree))
        let images = S.boxes("image", in: tree)
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image.frame.maxX <= text.frame.minX && abs(image.frame.midY - text.frame.midY) < 1)
        #expect(!tree.allBoxes.contains { if case .shape = $0.content { return true } else { return false } })
        #expect(tree.widgetURL == "coins://btc")
        // An asset image, resizable and framed larger than the row, is drawn line-sized beside the text.
        let logo = ViewNode.image(ImageNode(name: "Logo", resizable: true)).modified(.frame(FrameSpec(width: 200, height: 48)))
        let row = S.layout(.stack(StackNode(axis: .vertical, children: [logo, S.text("Flipper")])), family: .accessoryInline)
        let logoBox = try #require(S.boxes("image", in: row).first)
        #expect(logoBox.frame.width <= 18 && logoBox.frame.height <= 18)
        #expect(logoBox.frame.maxX <= (try #require(S.textBox("Flipper", in: row))).frame.minX)
        // Elsewhere the stack is drawn as written: the symbol over the text.
        let stacked = S.layout(node, family: .systemMedium)
        let stackedText = try #require(S.textBox("BTC $97,000.00", in: stacked))
        let stackedImage = try #require(S.boxes("image", in: stacked).first)
        #expect(stackedImage.frame.minX > stackedText.frame.minX)
    }

    /// A `ViewThatFits` in the row shows the first alternative that fits its width, not all of them.
    @Test func theInlineFamilyShowsOneAlternativeOfAViewThatFits() throws {
        func fits(_ first: String) -> ViewNode {
            .stack(
                StackNode(
                    axis: .firstFitting,
                    children: [
                        .stack(StackNode(axis: .horizontal, children: [.image(ImageNode(systemName: "tram")), S.text(first)])),
                        S.text("Short"),
                    ]))
        }
        let roomy = S.layout(fits("Next: North"), family: .accessoryInline)
        #expect(roomy.root.plainText.contains("Next: North") && !roomy.root.plainText.contains("Short"))
        #expect(S.boxes("image", in: roomy).count == 1)
        let long = String(repeating: "Departures from Central Station ", count: 4)
        let narrow = S.layout(fits(long), family: .accessoryInline)
        #expect(narrow.root.plainText.contains("Short") && !narrow.root.plainText.contains("Departures"))
    }

    @Test func aContainerRelativeShapeIsConcentricWithACircularWidget() throws {
        let backdrop = ViewNode.shape(ShapeNode(shape: .containerRelative)).modified(.padding(edges: .all, length: 9))
        let circular = try #require(S.boxes("shape", in: S.layout(backdrop, family: .accessoryCircular)).first)
        guard case .shape(let shape) = circular.content else { throw LayoutTestFailure("not a shape") }
        #expect(shape.radius(in: circular.frame) == circular.frame.width / 2)
        let rectangular = try #require(S.boxes("shape", in: S.layout(backdrop, family: .accessoryRectangular)).first)
        guard case .shape(let square) = rectangular.content else { throw LayoutTestFailure("not a shape") }
        #expect(square.radius(in: rectangular.frame) == 12)
    }

    @Test func containerBackgroundFillsTheWholeWidgetIncludingMargins() throws {
        let node = S.text("x").modified(.containerBackground(.color(.named("blue", opacity: 1))))
        let tree = S.layout(node, family: .systemSmall)
        #expect(tree.background.frame == LayoutRect(x: 0, y: 0, width: 170, height: 170))
        guard case .shape(let shape) = tree.background.content else {
            Issue.record("background is not a shape")
            return
        }
        #expect(shape.fill == .color(RGBAColor(bytes: 0, 122, 255)))
        #expect(S.textBox("x", in: tree) != nil)
    }

    /// A translucent container background (Xcode's template `.fill.tertiary`) is drawn over the system's
    /// widget background, as on iOS: light gray in light, dark gray in dark, not over nothing.
    @Test func aTranslucentContainerBackgroundIsDrawnOverTheSystemOne() throws {
        let node = S.text("x").modified(.containerBackground(.color(.named("gray", opacity: 0.12))))
        for (appearance, base) in [(Appearance.light, RGBAColor.white), (.dark, RGBAColor(bytes: 0x1C, 0x1C, 0x1E))] {
            let tree = LayoutEngine.layout(
                node,
                options: RenderOptions(family: .systemSmall, appearance: appearance, now: S.now, timeZone: TimeZone(identifier: "UTC")!),
                measurer: FakeTextMeasurer())
            #expect(tree.background.children.count == 2, "\(appearance)")
            guard case .shape(let under) = tree.background.children.first?.content,
                case .shape(let over) = tree.background.children.last?.content
            else {
                Issue.record("no base under the container background in \(appearance)")
                continue
            }
            #expect(under.fill == .color(base), "\(appearance)")
            if case .color(let color)? = over.fill { #expect(color.alpha < 0.2) } else { Issue.record("no translucent fill") }
        }
    }

    @Test func widgetsWithoutABackgroundGetTheSystemOne() throws {
        let light = S.layout(S.text("x"))
        guard case .shape(let shape) = light.background.content else {
            Issue.record("background is not a shape")
            return
        }
        #expect(shape.fill == .color(.white))
    }

    @Test func widgetURLIsRecorded() {
        let tree = S.layout(S.text("x").modified(.widgetURL("app://open")))
        #expect(tree.widgetURL == "app://open")
    }

    @Test func invalidatableContentIsMarkedAndPendingWhenAsked() throws {
        let node = S.vstack([S.text("count").modified(.invalidatable), S.text("other")])
        let idle = S.layout(node)
        let marked = try #require(S.boxes("invalidatable", in: idle).first)
        #expect(marked.isInvalidatable)
        #expect(!marked.isPending)
        #expect(marked.effectiveOpacity == 1)
        let pending = S.layout(node, pending: true)
        let dimmed = try #require(S.boxes("invalidatable", in: pending).first)
        #expect(dimmed.isPending)
        #expect(dimmed.effectiveOpacity < 1)
        #expect(try #require(S.textBox("count", in: pending)).style.isPending)
        #expect(try #require(S.textBox("other", in: pending)).style.isPending == false)
    }
}

/// A layout that is not what a test expected.
struct LayoutTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
