import Foundation
import Testing
@_spi(Testing) import WidgetPango
import WidgetLayout
import WidgetRenderPNG
import WidgetWire

struct PNGRendererTests {
    @Test func counterSamplesAreWritten() throws {
        let directory = URL(fileURLWithPath: "/tmp/widget-samples")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let cases: [(String, ViewNode, WidgetFamilyName)] = [
            ("counter", SeedFixtures.counterMedium(), .systemMedium),
            ("counter-adaptive", SeedFixtures.counterMedium(background: .named("background", opacity: 1)), .systemMedium),
            ("counter-toggle", SeedFixtures.counterToggle(isOn: true), .systemMedium),
            ("toggle-button", SeedFixtures.toggleAndButton(), .systemSmall),
            ("custom-controls", SeedFixtures.customControls(), .systemSmall),
            ("task", SeedFixtures.task(isCompleted: true), .systemSmall),
            ("book", SeedFixtures.favoriteBook(), .systemSmall),
            ("soup", SeedFixtures.favoriteSoup(), .systemSmall),
        ]
        for (name, node, family) in cases {
            for appearance in Appearance.allCases {
                let options = RenderOptions(family: family, appearance: appearance, now: SeedFixtures.now, timeZone: TimeZone(identifier: "UTC")!)
                let png = try PNGRenderer().render(node, options: options)
                try Data(png).write(to: directory.appendingPathComponent("\(name)-\(appearance.rawValue).png"))
                let image = try DecodedPNG(png)
                #expect(image.width == Int(family.displaySize.width * 2))
            }
        }
    }
}
