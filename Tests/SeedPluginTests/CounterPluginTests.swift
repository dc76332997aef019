import Foundation
import Testing

/// Seed 003 through the CLI: both views are families of the widget, and the intent changes the number they show.
@Suite struct CounterPluginTests {
    @Test func theSmallFamilyIsTheToggleViewAndTheMediumFamilyTheButtonsView() throws {
        let cli = try WidgetHostCLI()
        let small = try firstEntry(of: "systemSmall", with: cli)
        #expect(JSONTree.nodes(ofType: "toggle", in: small).count == 1)
        #expect(JSONTree.nodes(ofType: "button", in: small).isEmpty)

        let medium = try firstEntry(of: "systemMedium", with: cli)
        #expect(JSONTree.nodes(ofType: "toggle", in: medium).isEmpty)
        let buttons = JSONTree.nodes(ofType: "button", in: medium)
        let values = buttons.compactMap { (($0["action"] as? [String: Any])?["parameters"] as? [String: Any])?["value"] as? Int }
        #expect(values == [10, 20, -10, -20])
    }

    @Test func performingTheIntentChangesTheNumberBothViewsShow() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Counter")
        #expect(try cli.run(["perform", plugin, "MyCalculateIntent", "--param", "value=10"]).status == 0)
        #expect(try cli.run(["perform", plugin, "MyCalculateIntent", "--param", "value=-3"]).status == 0)
        for family in ["systemSmall", "systemMedium"] {
            #expect(JSONTree.texts(in: try firstEntry(of: family, with: cli)).contains("结果: 7"))
        }
        let toggle = JSONTree.nodes(ofType: "toggle", in: try firstEntry(of: "systemSmall", with: cli)).first
        #expect(toggle?["isOn"] as? Bool == true)
    }

    /// The view of the first entry of the counter widget's timeline in `family`.
    private func firstEntry(of family: String, with cli: WidgetHostCLI) throws -> Any {
        let run = try cli.run(["timeline", try cli.plugin("Counter"), "MyWidget", "--family", family], json: true)
        try #require(run.status == 0, "\(run)")
        let entries = try #require((try run.json() as? [String: Any])?["entries"] as? [[String: Any]])
        return try #require(entries.first?["view"])
    }
}
