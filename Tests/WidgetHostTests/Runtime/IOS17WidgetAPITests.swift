import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// iOS 17 widget API through the ConeFixture Swift SDK plugin and the CLI: a required entity parameter
/// left out takes its query's `defaultResult()`, a disabled button is drawn but cannot be tapped, and a
/// timer progress bar carries its span to the host.
struct IOS17WidgetAPITests {
    private func install(in directory: TemporaryDirectory) throws -> String {
        let plugin = directory.path("libConeFixture.so")
        try FileManager.default.copyItem(at: try BuiltProducts.plugin("ConeFixture"), to: plugin)
        return plugin.path
    }

    @Test func aRequiredEntityLeftOutTakesItsDefaultResult() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try install(in: directory)
        let timeline = try cli.run(["timeline", plugin, "Cone"])
        #expect(timeline.status == 0, "\(timeline)")
        #expect(timeline.standardOutput.contains("<symbol timer>") && timeline.standardOutput.contains(#"" A sugar cone""#), "\(timeline)")
        let chosen = try cli.run(["render", plugin, "Cone", "--param", "cone=cake"])
        #expect(chosen.status == 0 && chosen.standardOutput.contains("A cake cone"), "\(chosen)")
        let unknown = try cli.run(["timeline", plugin, "Cone", "--param", "cone=cone"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.standardError.contains("no ConeEntity with id 'cone'"), "\(unknown)")
    }

    /// An entity parameter's default (the placeholder a configuration intent's `init()` sets, "not configured",
    /// which its query need not know) is the plugin's own: adding a widget with it does not ask the query.
    @Test func anEntityParametersOwnDefaultIsNotAskedOfItsQuery() async throws {
        let test = try TestHost()
        let plugin = try await test.host.load(try BuiltProducts.plugin("ConeFixture").path)
        var configure = try #require(plugin.manifest.intents.first { $0.id.hasSuffix("ConfigureCone") })
        let index = try #require(configure.parameters.firstIndex { $0.name == "cone" })
        configure.parameters[index].defaultValue = "-"
        let intent = configure
        try await plugin.run { try $0.verifyEntities(in: ["cone": "-"], of: intent) }
        try await plugin.run { try $0.verifyEntities(in: ["cone": "cake"], of: intent) }
        await #expect(throws: PluginRequestError.self) { try await plugin.run { try $0.verifyEntities(in: ["cone": "cone"], of: intent) } }
    }

    @Test func controlsAreListedAsNotSupportedAndTheWidgetRuns() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try install(in: directory)
        let inspect = try cli.run(["inspect", plugin])
        #expect(inspect.status == 0, "\(inspect)")
        #expect(inspect.standardOutput.contains("Not supported on this platform:\n  ScoopControl: Control"), "\(inspect)")
        #expect(inspect.standardOutput.contains("  FreezerControl: Control"), "\(inspect)")
        let text = try cli.run(["render", plugin, "Cone", "--format", "text", "--columns", "40"])
        #expect(text.status == 0 && text.standardOutput.contains("◔ A sugar cone"), "\(text)")
    }

    @Test func aDisabledButtonIsDrawnButCannotBeTapped() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try install(in: directory)
        let added = try cli.run(["add", "Cone", "--plugin", plugin])
        try #require(added.status == 0, "\(added)")
        let shown = try cli.run(["render", "1", "--format", "text", "--columns", "40"])
        #expect(shown.standardOutput.contains("Lick"), "\(shown)")

        let refused = try cli.run(["tap", "1", "Lick"])
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.standardError.contains(#""Lick anyway""#) && !refused.standardError.contains(#""Lick" "#), "\(refused)")
        let tapped = try cli.run(["tap", "1", "Lick anyway"])
        #expect(tapped.status == 0, "\(tapped)")
        #expect(tapped.standardOutput.hasPrefix("Tapped button"), "\(tapped)")
    }

    @Test func aWidgetWithoutContentMarginsIsDrawnWithout() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try install(in: directory)
        let json = try cli.run(["timeline", plugin, "Cone", "--json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let entries = try #require(root["entries"] as? [[String: Any]])
        #expect(entries.map { $0["contentMarginsDisabled"] as? Bool } == [true], "\(json)")
        let svg = try cli.run(["render", plugin, "Cone", "--format", "svg"])
        #expect(svg.status == 0, "\(svg)")
        // The progress bar's label starts at the widget's edge, not 16 points in.
        let labelX = try #require(svg.standardOutput.firstMatch(of: /<tspan x="([0-9.]+)"[^>]*>Melting</)).1
        #expect(try #require(Double(labelX)) < 8, "\(svg.standardOutput.prefix(900))")
    }

    @Test func aTimerProgressBarCarriesItsSpan() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = try install(in: directory)
        let json = try cli.run(["timeline", plugin, "Cone", "--json"])
        #expect(json.status == 0, "\(json)")
        let root = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
        let timers = Self.nodes(in: root).filter { $0["type"] as? String == "progress" }.compactMap { $0["timer"] as? [String: Any] }
        try #require(timers.count == 1, "\(json)")
        let start = try #require(timers[0]["start"] as? Double)
        #expect(timers[0]["end"] as? Double == start + 600 && timers[0]["countsDown"] as? Bool == true)
        let placeholder = try cli.run(["timeline", plugin, "Cone", "--placeholder"])
        #expect(placeholder.standardOutput.contains("No cone") && placeholder.standardOutput.contains("Pick one"), "\(placeholder)")
    }

    /// Every JSON object in `value`, depth first.
    private static func nodes(in value: Any) -> [[String: Any]] {
        if let object = value as? [String: Any] { return [object] + object.values.flatMap(nodes(in:)) }
        if let array = value as? [Any] { return array.flatMap(nodes(in:)) }
        return []
    }
}
