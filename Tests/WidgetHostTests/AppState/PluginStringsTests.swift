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
        let strings = #""label" = "Beschriftung"; "Hello, %@!" = "Hallo, %@!";"#
        try Data(strings.utf8).write(to: bundle.appendingPathComponent("de.lproj/Localizable.strings"))
        try Data(Self.catalog.utf8).write(to: bundle.appendingPathComponent("Localizable.xcstrings"))
        try Data(Self.pluralTable.utf8).write(to: bundle.appendingPathComponent("de.lproj/Localizable.stringsdict"))
        return directory.appendingPathComponent("libAppStateFixture.so")
    }

    /// A String Catalog: a plain string, a key whose translation puts its values the other way round,
    /// and a key that varies by plural.
    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Increment": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Erhöhen"}}}},
          "%lld cups %lld cups": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%2$lld und %1$lld Tassen"}}}},
          "%lld cups": {"localizations": {"de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld Tasse"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld Tassen"}}}}}}}}}
        """#

    /// A `.stringsdict` with one plural variable.
    static let pluralTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%lld days left</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>Noch %#@days@</string>
          <key>days</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld Tag</string><key>other</key><string>%lld Tage</string>
          </dict>
        </dict></dict></plist>
        """

    /// The `texts` of a `render --format json`.
    private func texts(_ output: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        return try #require(object?["texts"] as? [String])
    }

    @Test func anInterpolatedTextAndStringLocalizedAreLookedUpByTheirFormatKey() throws {
        let directory = TemporaryDirectory()
        let plugin = try Self.localizedFixture(in: directory.url)
        let cli = CLIRunner(home: directory.url)
        let state = directory.path("state").path
        let arguments = ["--state", state, "render", plugin.path, "Colors", "--format", "json"]
        let german = try cli.run(arguments, environment: ["LANG": "de_DE.UTF-8"])
        try #require(german.status == 0, "\(german)")
        #expect(
            try texts(german.standardOutput) == [
                "Beschriftung", "3 und 1 Tassen", "3 Tassen", "1 Tasse", "Hallo, Ada!", "Noch 2 Tage", "1 Tasse",
            ])
        let english = try cli.run(arguments, environment: ["LANG": "en_US.UTF-8"])
        try #require(english.status == 0, "\(english)")
        #expect(
            try texts(english.standardOutput) == ["label", "1 cups 3 cups", "3 cups", "1 cups", "Hello, Ada!", "2 days left", "1 cups"])
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
