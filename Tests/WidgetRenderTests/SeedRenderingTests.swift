import Foundation
import Testing
import WidgetRender

/// Every seed's view through every target, in both appearances.
struct SeedRenderingTests {
    typealias R = RenderTestSupport

    static let cases = RenderTestSupport.seeds.flatMap { seed in Appearance.allCases.map { (seed.name, $0) } }

    @Test(arguments: cases) func everyTargetDrawsTheSeed(name: String, appearance: Appearance) throws {
        let seed = try #require(R.seeds.first { $0.name == name })
        let options = R.options(seed.family, appearance)
        let svg = try R.parse(SVGRenderer().render(seed.node, options: options))
        let html = try R.parse(HTMLRenderer().render(seed.node, options: options))
        let terminal = try TerminalRenderer(colorMode: .plain).render(seed.node, options: options).replacingOccurrences(
            of: "\u{0336}", with: "")
        let png = try PNGRenderer().render(seed.node, options: options)
        #expect(png.count > 500)

        let expectedControls = controlCount(seed.node)
        #expect(try R.elements("//*[@data-control-kind]", in: svg).count == expectedControls)
        #expect(try R.elements("//button[@data-control-kind]", in: html).count == expectedControls)
        for word in firstWords(seed.node) {
            #expect(svg.rootElement()?.stringValue?.contains(word) == true, "SVG lacks \(word)")
            #expect(html.rootElement()?.stringValue?.contains(word) == true, "HTML lacks \(word)")
            #expect(terminal.contains(word), "terminal lacks \(word)")
        }
    }

    @Test(arguments: Appearance.allCases) func aPageOfEverySeedParses(appearance: Appearance) throws {
        let fragments = try R.seeds.map { try HTMLRenderer().render($0.node, options: R.options($0.family, appearance)) }
        let page = HTMLRenderer.document(title: "WidgetHost seeds", fragments: fragments, appearance: appearance)
        #expect(try R.elements("//div[@class='widget']", in: R.parse(page)).count == R.seeds.count)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widget-samples")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try page.write(to: directory.appendingPathComponent("seeds-\(appearance.rawValue).html"), atomically: true, encoding: .utf8)
        let svg = try SVGRenderer().render(SeedFixtures.counterMedium(), options: R.options(.systemMedium, appearance))
        try svg.write(to: directory.appendingPathComponent("counter-\(appearance.rawValue).svg"), atomically: true, encoding: .utf8)
    }

    /// The controls of the tree's content (stacks and modified views, not what controls hold).
    private func controlCount(_ node: ViewNode) -> Int {
        var count = 0
        node.forEach(descendingInto: \.isContent) { _, node in
            if case .button = node { count += 1 }
            if case .toggle = node { count += 1 }
        }
        return count
    }

    /// The first word of every plain text of the tree's content (short enough not to be truncated).
    private func firstWords(_ node: ViewNode) -> [String] {
        var words: [String] = []
        node.forEach(descendingInto: \.isContent) { _, node in
            guard case .text(let text) = node else { return }
            words += text.runs.compactMap { run in
                guard case .string(let string) = run.content, let word = string.split(separator: " ").first else { return nil }
                return String(word.prefix(3))
            }
        }
        return words
    }
}
