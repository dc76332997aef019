import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// The host's one configuration form model (``ConfigurationForm``), which the CLI and the
/// dashboard only render: what a field says about its parameter, and failing handlers
/// reported on their field instead of thrown.
struct ConfigurationFormTests {
    /// A private copy of the plain-C Pomodoro plugin, loaded by `test`'s host.
    static func pomodoro(in test: TestHost) throws -> LoadedPlugin {
        let copy = test.directory.path("libPomodoro.so")
        try FileManager.default.copyItem(at: try BuiltProducts.plugin("Pomodoro"), to: copy)
        return try test.host.load(copy.path)
    }

    @Test func aNewInstancesFormSaysWhatEachFieldTakesAndStartsAtTheDefaults() throws {
        let test = try TestHost()
        let builder = try ConfigurationFormBuilder(plugin: try Self.pomodoro(in: test), kind: "Focus")
        let form = builder.newInstanceForm(family: .systemSmall)
        #expect(form.intent == "ConfigureFocus" && form.intentTitle == "Focus Timer")
        #expect(form.summary == "Focus in Classic sessions")
        #expect(form.fields.map(\.name) == ["project", "length", "breakMinutes", "dailyGoal"])
        #expect(form.fields.map(\.input) == [.entity, .enumeration, .integer, .number])
        let length = form.fields[1]
        #expect(length.choices?.map(\.subtitle) == ["15 minutes", "25 minutes", "50 minutes"])
        #expect(length.value == "classic" && length.valueTitle == "Classic" && length.defaultValue == "classic")
        let project = form.fields[0]
        #expect(project.value == "" && project.wireValue == nil && project.isOptional)
        #expect(project.entity == "Project" && project.choices?.isEmpty == false)
        let goal = form.fields[3]
        #expect(goal.minimum == 0.5 && goal.maximum == 12 && goal.value == "2" && goal.defaultValue == "2")
        #expect(!form.hasProblems && form.hiddenFields.isEmpty)

        let search = try builder.choices(of: "length", matching: "long")
        #expect(search == [ConfigurationForm.Choice(value: "long", title: "Long", subtitle: "50 minutes")])
        #expect(builder.visibility(drafts: ["length": "short"], family: .systemSmall).summary == "Focus in Short sessions")
        #expect(builder.draftValues(["breakMinutes": "10", "dailyGoal": "many"]) == ["breakMinutes": 10])
    }

    @Test func aQueryThatFailsIsAProblemOfItsFieldAndTheFormIsBuiltAllTheSame() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["item=alpha"])
        // A title with a quote makes the plain-C query answer JSON that does not parse.
        try harness.runtime.host.storage.setValue(Array("alpha|Alpha\nbeta|Be\"ta\n".utf8), forKey: "items", pluginID: "Ticker")
        let form = try harness.runtime.configurationForm(id)
        #expect(form.fields.map(\.name) == ["entries", "interval", "policy", "item"])
        let item = try #require(form.fields.last)
        #expect(item.value == "alpha" && item.valueTitle == "Alpha")
        #expect(item.choices == nil)
        #expect(item.problems.count == 1 && form.hasProblems)
        #expect(item.problems.first?.location.contains("ticker_items_suggested") == true, "\(item.problems)")
        #expect(form.fields.dropLast().allSatisfy { $0.problems.isEmpty })

        let cli = try CLIRunner(home: harness.directory.url).run(["--state", harness.directory.path("state").path, "configure", "\(id)"])
        #expect(cli.status == 1, "\(cli)")
        #expect(cli.standardOutput.contains("  item = \"alpha\" (Alpha)  — Item, entity TickerItem\n    error: "), "\(cli)")
        #expect(cli.standardOutput.contains("Change with: widgethost configure \(id) --param NAME=VALUE"), "\(cli)")
    }
}
