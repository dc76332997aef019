import Foundation
import Testing
import WidgetTestSupport

/// A plugin's asset catalog, copied into the resource bundle SwiftPM builds beside its library
/// (`resources: [.copy("Assets.xcassets")]`): `Color("Brand")` and `UIColor(named:)` draw the color
/// set's color, light and dark, and a name the catalog lacks the renderer's fallback; its `AccentColor` is
/// `Color.accentColor` and the widget's tint.
struct AssetCatalogColorTests {
    /// AppStateFixture beside a resource bundle with an asset catalog: `Brand` (fractions, a dark variant)
    /// and `Palette/Ink` (8-bit hex, in a group that provides a namespace).
    static func fixtureWithCatalog(in directory: URL) throws -> URL {
        try BuiltProducts.installPlugin("AppStateFixture", in: directory)
        let catalog = directory.appendingPathComponent("Fixtures_AppStateFixture.resources/Assets.xcassets")
        let brand = #"""
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0.900", "green": "0.400", "blue": "0.200", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x66", "blue": "0x33", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """#
        let ink =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "1.000"}}}]}"#
        try write(brand, to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        try write(#"{"properties": {"provides-namespace": true}}"#, to: catalog.appendingPathComponent("Palette/Contents.json"))
        try write(ink, to: catalog.appendingPathComponent("Palette/Ink.colorset/Contents.json"))
        let accent =
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}}}]}"#
        try write(accent, to: catalog.appendingPathComponent("AccentColor.colorset/Contents.json"))
        return directory.appendingPathComponent("libAppStateFixture.so")
    }

    private static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The colors `svg` fills and strokes with.
    private func fills(_ svg: String) -> Set<String> {
        Set(svg.matches(of: /(?:fill|stroke|stop-color)="(#[0-9a-f]{6})"/).map { String($0.output.1) })
    }

    @Test func assetColorsAreTheCatalogsInLightAndDark() throws {
        let directory = TemporaryDirectory()
        let plugin = try Self.fixtureWithCatalog(in: directory.url)
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state").path
        let light = try cli.run(["--state", state, "preview", plugin.path, "Asset colors", "--format", "svg"])
        #expect(light.status == 0 && fills(light.standardOutput).isSuperset(of: ["#e66633", "#102030", "#336699"]), "\(light)")
        #expect(
            !fills(light.standardOutput).contains("#007aff"),
            "the accent color (as a color, a foreground, a line's color, a gradient) and the tint are the catalog's: \(light)")
        let dark = try cli.run(["--state", state, "preview", plugin.path, "Asset colors", "--format", "svg", "--appearance", "dark"])
        #expect(dark.status == 0 && fills(dark.standardOutput).isSuperset(of: ["#ff6633", "#102030"]), "\(dark)")
    }

    @Test func withoutACatalogANameGetsTheFallbackColor() throws {
        let directory = TemporaryDirectory()
        try BuiltProducts.installPlugin("AppStateFixture", in: directory.url)
        let plugin = directory.url.appendingPathComponent("libAppStateFixture.so")
        let output = try CLIRunner(home: directory.url).run(["preview", plugin.path, "Asset colors", "--format", "svg"])
        #expect(output.status == 0 && !fills(output.standardOutput).contains("#e66633"), "\(output)")
    }
}
