import Foundation
import Testing
import WidgetLayout
import WidgetRenderTerminal
import WidgetWire

struct TerminalRendererTests {
    private func options(_ family: WidgetFamilyName, _ appearance: Appearance = .light) -> RenderOptions {
        RenderOptions(family: family, appearance: appearance, now: SeedFixtures.now, timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func scratch() throws {
        for (node, family) in [
            (SeedFixtures.counterMedium(), WidgetFamilyName.systemMedium), (SeedFixtures.toggleAndButton(), .systemSmall),
            (SeedFixtures.customControls(), .systemSmall), (SeedFixtures.task(isCompleted: true), .systemSmall),
            (SeedFixtures.favoriteBook(), .systemSmall), (SeedFixtures.counterToggle(isOn: true), .systemMedium),
        ] {
            print(try TerminalRenderer(colorMode: .plain).render(node, options: options(family)))
            print(try TerminalRenderer(columns: 40).render(node, options: options(family, .dark)))
        }
    }
}
