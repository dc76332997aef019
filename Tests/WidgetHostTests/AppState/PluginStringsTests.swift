import Foundation
import Testing
import WidgetTestSupport

/// A plugin's `Localizable.strings` and String Catalog, in the resource bundle SwiftPM builds beside its
/// library (`Package_Target.resources/`): `Text("key")` shows the translation for the user's language
/// (`LANG`), and the key as written when there is none.
struct PluginStringsTests {
    /// AppStateFixture beside a resource bundle with a German `Localizable.strings` and a String Catalog.
    static func localizedFixture(in directory: URL) throws -> URL {
        try BuiltProducts.installPlugin("AppStateFixture", in: directory)
        let bundle = directory.appendingPathComponent("Fixtures_AppStateFixture.resources")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Data(#""label" = "Beschriftung";"#.utf8).write(to: bundle.appendingPathComponent("de.lproj/Localizable.strings"))
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Increment": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Erhöhen"}}}}}}
            """#
        try Data(catalog.utf8).write(to: bundle.appendingPathComponent("Localizable.xcstrings"))
        return directory.appendingPathComponent("libAppStateFixture.so")
    }

    @Test func textShowsTheTranslationForTheUsersLanguage() throws {
        let directory = TemporaryDirectory()
        let plugin = try Self.localizedFixture(in: directory.url)
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state").path
        let german = ["LANG": "de_DE.UTF-8"]
        let colors = try cli.run(["--state", state, "render", plugin.path, "Colors", "--format", "json"], environment: german)
        #expect(colors.status == 0 && colors.standardOutput.contains(#""Beschriftung""#), "\(colors)")
        let buttons = try cli.run(["--state", state, "render", plugin.path, "AppState", "--format", "json"], environment: german)
        #expect(buttons.status == 0 && buttons.standardOutput.contains(#""Erhöhen""#), "\(buttons)")
        let english = try cli.run(
            ["--state", state, "render", plugin.path, "Colors", "--format", "json"], environment: ["LANG": "en_US.UTF-8"])
        #expect(english.status == 0 && english.standardOutput.contains(#""label""#), "\(english)")
    }
}
