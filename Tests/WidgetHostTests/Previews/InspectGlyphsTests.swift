import Foundation
import Testing
import WidgetTestSupport

/// `widgethost inspect` lists the SF Symbols a plugin's placeholders and previews show that have
/// no glyph, names the views it could not look at, and still succeeds.
@Suite struct InspectGlyphsTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path] }

    @Test func thePreviewsSymbolsWithoutAGlyphAreListedAndTheFailingPreviewsNamed() throws {
        let library = try FixturePlugins.install("previews", as: "previews", in: directory.url)
        let inspect = try cli.run(["inspect", library.path] + state)
        #expect(inspect.status == 0, "\(inspect)")
        let lines = inspect.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("Symbols without a glyph (drawn as a box): no.such.symbol"), "\(inspect.standardOutput)")
        #expect(lines.contains("  not checked: preview widgethost_preview_failing: no data for this preview"))
        #expect(
            lines.contains { $0.hasPrefix("  not checked: preview widgethost_preview_garbage: the plugin answered with an invalid result") }
        )

        let json = try cli.run(["inspect", library.path, "--json"] + state)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(report["symbolsWithoutGlyph"] as? [String] == ["no.such.symbol"])
        #expect((report["symbolsNotChecked"] as? [String])?.count == 2)
    }

    @Test func aPluginWhosePlaceholdersSymbolsAllHaveGlyphsSaysSo() throws {
        let inspect = try cli.run(["inspect", try BuiltProducts.plugin("Counter").path] + state)
        #expect(inspect.status == 0, "\(inspect)")
        #expect(
            inspect.standardOutput.hasSuffix("\nSymbols: every SF Symbol the placeholders and previews show has a glyph\n"),
            "\(inspect.standardOutput)")
    }

    @Test func inspectCreatesNoInstance() throws {
        #expect(try cli.run(["inspect", try BuiltProducts.plugin("AppleTemplate").path] + state).status == 0)
        let list = try cli.run(["list", "--json"] + state)
        let instances = try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [Any]
        #expect(instances?.isEmpty == true, "\(list)")
    }
}
