import Foundation
import Testing
import WidgetLayout
@_spi(Testing) import WidgetPango
import WidgetRenderPNG
import WidgetWire

struct PNGRendererTests {
    typealias R = RenderTestSupport

    @Test(arguments: [(WidgetFamilyName.systemSmall, 2.0), (.systemMedium, 2.0), (.systemLarge, 1.0), (.accessoryRectangular, 3.0)])
    func imageIsTheFamilySizeTimesTheScale(family: WidgetFamilyName, scale: Double) throws {
        let png = try PNGRenderer(scale: scale).render(SeedFixtures.task(isCompleted: false), options: R.options(family))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let image = try DecodedPNG(png)
        #expect(image.width == Int(family.displaySize.width * scale))
        #expect(image.height == Int(family.displaySize.height * scale))
    }

    @Test(arguments: Appearance.allCases) func contentIsDrawnWhereTheLayoutPutsItAndBackgroundElsewhere(appearance: Appearance) throws {
        let node = SeedFixtures.counterMedium(background: .named("background", opacity: 1))
        let options = R.options(.systemMedium, appearance)
        let measurer = PangoTextMeasurer()
        let tree = LayoutEngine.layout(node, options: options, measurer: measurer)
        let png = try PNGRenderer(scale: 2).render(tree, measurer: measurer)
        let image = try DecodedPNG(png)
        let background = ColorResolver(appearance: appearance).resolve(.named("background", opacity: 1))

        func differs(_ color: RGBAColor) -> Bool {
            abs(color.red - background.red) + abs(color.green - background.green) + abs(color.blue - background.blue) > 0.3
        }
        func inkCount(in frame: LayoutRect) -> Int {
            var count = 0
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where differs(image.color(x: x, y: y)) { count += 1 }
            }
            return count
        }

        let result = try #require(
            tree.allBoxes.first { box in
                if case .text(let layout) = box.content { return layout.plainText == "结果: 30" }
                return false
            })
        #expect(inkCount(in: result.frame) > 50)
        let buttonBackground = try #require(tree.allBoxes.first { $0.source == "buttonBackground" })
        let inside = image.color(x: Int(buttonBackground.frame.minX * 2) + 4, y: Int(buttonBackground.frame.midY * 2))
        #expect(inside.blue > inside.red)
        // The margin strip left of the content is empty: background only.
        #expect(inkCount(in: LayoutRect(x: 4, y: 40, width: 10, height: 90)) == 0)
        // Outside the rounded corner the widget is transparent.
        #expect(image.color(x: 0, y: 0).alpha == 0)
        #expect(image.color(x: 364, y: 170).alpha == 1)
    }

    @Test func samplesOfEverySeedRenderInBothAppearances() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widget-samples")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for seed in R.seeds + [
            ("counter-adaptive", SeedFixtures.counterMedium(background: .named("background", opacity: 1)), .systemMedium)
        ] {
            for appearance in Appearance.allCases {
                let png = try PNGRenderer().render(seed.node, options: R.options(seed.family, appearance))
                try Data(png).write(to: directory.appendingPathComponent("\(seed.name)-\(appearance.rawValue).png"))
                let image = try DecodedPNG(png)
                #expect(image.width == Int(seed.family.displaySize.width * 2))
                var opaque = 0
                for y in stride(from: 0, to: image.height, by: 4) {
                    for x in stride(from: 0, to: image.width, by: 4) where image.color(x: x, y: y).alpha > 0.5 { opaque += 1 }
                }
                #expect(opaque > 0, "\(seed.name) drew nothing")
            }
        }
    }
}
