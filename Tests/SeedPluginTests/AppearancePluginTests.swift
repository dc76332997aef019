import Foundation
import Testing

/// Seed 000 through the CLI: the color entity's query, ButtonIntent, the configured widget and the custom styles.
@Suite struct AppearancePluginTests {
    private let entity = "ConfigurationIntent.AppIntentsColor"

    @Test func theColorQueryMatchesResolvesSuggestsAndDefaultsToTheLastColor() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Appearance")
        func query(_ arguments: [String]) throws -> Any {
            let run = try cli.run(["query", plugin, entity] + arguments, json: true)
            try #require(run.status == 0, "\(run)")
            return try run.json()
        }
        #expect(JSONTree.ids(try query(["--matching", "黑"])) == ["dark"])
        #expect(JSONTree.ids(try query(["--matching", "色"])) == ["dark", "light"])
        #expect(JSONTree.ids(try query(["--matching", "blue"])).isEmpty)
        #expect(JSONTree.ids(try query(["--ids", "light"])) == ["light"])
        #expect(JSONTree.ids(try query(["--ids", "dark,light"])) == ["dark", "light"])
        #expect(JSONTree.titles(try query(["--suggested"])) == ["黑色", "白色"])
        let fallback = try query(["--default"])
        #expect(JSONTree.ids(fallback) == ["light"])
        #expect(JSONTree.titles(fallback) == ["白色"])
    }

    /// The seed's `print` reaches the user on standard error: the CLI keeps standard output for its own results.
    @Test func buttonIntentPrintsItsWidgetEditParameter() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Appearance")
        let edited = try cli.run(["perform", plugin, "ButtonIntent", "--param", "widgetEdit=黑色"])
        #expect(edited.status == 0, "\(edited)")
        #expect(edited.standardError.contains("小组件编辑: 黑色"), "\(edited)")
        #expect(!edited.standardOutput.contains("小组件编辑"), "\(edited)")
        let unset = try cli.run(["perform", plugin, "ButtonIntent"])
        #expect(unset.status == 0, "\(unset)")
        #expect(unset.standardError.contains("小组件编辑: none"), "\(unset)")
    }

    @Test(arguments: ["systemSmall", "systemMedium"])
    func theToggleAndTheButtonCarryTheChosenColorsName(family: String) throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Appearance")
        let run = try cli.run(["timeline", plugin, "appIntents.kind", "--family", family, "--param", "bgColor=dark"], json: true)
        try #require(run.status == 0, "\(run)")
        let timeline = try run.json()
        let toggles = JSONTree.nodes(ofType: "toggle", in: timeline)
        let buttons = JSONTree.nodes(ofType: "button", in: timeline)
        #expect(toggles.map { JSONTree.texts(in: $0["label"] ?? [:]) } == [["toggle 当前编辑"]])
        #expect(buttons.map { JSONTree.texts(in: $0["label"] ?? [:]) } == [["button 当前编辑"]])
        for control in toggles + buttons {
            let action = control["action"] as? [String: Any]
            #expect(action?["intent"] as? String == "ButtonIntent")
            #expect((action?["parameters"] as? [String: Any])?["widgetEdit"] as? String == "黑色")
        }
        #expect(toggles.first?["isOn"] as? Bool == false)
        #expect((timeline as? [String: Any]).flatMap { $0["policy"] as? [String: Any] }?["kind"] as? String == "never")
    }

    @Test func withoutAColorTheControlsCarryNone() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["timeline", try cli.plugin("Appearance"), "appIntents.kind"], json: true)
        try #require(run.status == 0, "\(run)")
        let controls = JSONTree.nodes(ofType: "toggle", in: try run.json()) + JSONTree.nodes(ofType: "button", in: try run.json())
        #expect(controls.count == 2)
        for control in controls {
            #expect(((control["action"] as? [String: Any])?["parameters"] as? [String: Any])?["widgetEdit"] as? String == "none")
        }
    }

    @Test func theWidgetSupportsSmallAndMediumOnly() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["timeline", try cli.plugin("Appearance"), "appIntents.kind", "--family", "systemLarge"])
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("systemSmall, systemMedium"), "\(run)")
    }

    @Test func customStylesHaveDifferentBodiesOnAndOffAndWhenPressed() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["timeline", try cli.plugin("Appearance"), "appIntents.styles"], json: true)
        try #require(run.status == 0, "\(run)")
        let timeline = try run.json()
        func symbol(_ node: Any?) -> [String] {
            JSONTree.nodes(ofType: "image", in: node ?? [:]).compactMap { $0["systemName"] as? String }
        }

        let toggles = JSONTree.nodes(ofType: "toggle", in: timeline)
        try #require(toggles.count == 1)
        #expect(toggles[0]["style"] as? String == "custom")
        #expect(symbol(toggles[0]["onBody"]) == ["house"])
        #expect(symbol(toggles[0]["offBody"]) == ["house.fill"])

        let buttons = JSONTree.nodes(ofType: "button", in: timeline)
        try #require(buttons.count == 2)
        #expect(buttons[0]["style"] as? String == "custom")
        #expect(symbol(buttons[0]["label"]) == ["person.fill"])
        #expect(symbol(buttons[0]["pressedLabel"]) == ["person"])
        #expect(buttons[1]["style"] as? String == "borderless")
        #expect(symbol(buttons[1]["label"]) == ["magnifyingglass"])

        let actions = (toggles + buttons).compactMap { ($0["action"] as? [String: Any])?["intent"] as? String }
        #expect(actions == ["TestIntent", "TestIntent", "TestIntent"])
        #expect(JSONTree.nodes(ofType: "invalidatable", in: timeline).map(JSONTree.texts(in:)) == [["toggle|button点击闪烁"]])
    }

    @Test func testIntentCountsTapsAcrossRuns() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Appearance")
        #expect(try cli.run(["perform", plugin, "TestIntent"]).status == 0)
        let second = try cli.run(["perform", plugin, "TestIntent"], verbose: true)
        #expect(second.status == 0, "\(second)")
        #expect(second.standardError.contains("TestIntent tapped 2 times"), "\(second)")
    }
}
