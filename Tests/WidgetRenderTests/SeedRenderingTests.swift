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

    private func controlCount(_ node: ViewNode) -> Int {
        switch node {
        case .button, .toggle: return 1
        case .stack(let stack): return stack.children.reduce(0) { $0 + controlCount($1) }
        case .modified(let content, _): return controlCount(content)
        default: return 0
        }
    }

    /// The first word of every plain text in the tree (short enough not to be truncated).
    private func firstWords(_ node: ViewNode) -> [String] {
        switch node {
        case .text(let text):
            return text.runs.compactMap { run in
                guard case .string(let string) = run.content, let word = string.split(separator: " ").first else { return nil }
                return String(word.prefix(3))
            }
        case .stack(let stack): return stack.children.flatMap(firstWords)
        case .modified(let content, _): return firstWords(content)
        default: return []
        }
    }
}
