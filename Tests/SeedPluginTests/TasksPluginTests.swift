import Foundation
import Testing

/// Seed 001 through the CLI: tasks in the plugin's SQLite store, the query, the widget, and the task intents.
@Suite struct TasksPluginTests {
    /// Creates a task with the CLI and returns its id.
    private func createTask(_ title: String, _ content: String, with cli: WidgetHostCLI) throws -> String {
        let run = try cli.run(
            ["perform", try cli.plugin("Tasks"), "CreateTaskIntent", "--param", "title=\(title)", "--param", "content=\(content)"],
            json: true)
        try #require(run.status == 0, "\(run)")
        let result = try #require(try run.json() as? [String: Any])
        return try #require(result["value"] as? String, "\(run)")
    }

    /// The widget's timeline for the task `id`.
    private func timeline(task id: String, family: String = "systemSmall", with cli: WidgetHostCLI) throws -> WidgetHostCLI.Run {
        try cli.run(["timeline", try cli.plugin("Tasks"), "TaskWidget", "--family", family, "--param", "task=\(id)"], json: true)
    }

    /// The title run of the widget's view: its text and whether it is struck through.
    private func titleRun(_ run: WidgetHostCLI.Run) throws -> (text: String, struck: Bool) {
        let texts = JSONTree.nodes(ofType: "text", in: try run.json())
        let title = try #require(texts.first)
        let struck = JSONTree.runs(of: title).contains { ($0["textStyle"] as? [String: Any])?["strikethrough"] as? Bool == true }
        return (JSONTree.text(of: title), struck)
    }

    @Test func aCreatedTaskIsShownCompletedThenReportedOnceDeleted() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Tasks")
        let id = try createTask("Buy milk", "Two litres", with: cli)
        #expect(UUID(uuidString: id) != nil)

        let shown = try timeline(task: id, with: cli)
        try #require(shown.status == 0, "\(shown)")
        #expect(JSONTree.texts(in: try shown.json()) == ["Buy milk", "Two litres"])
        #expect(try titleRun(shown).struck == false)

        let complete = try cli.run(["perform", plugin, "CompleteTaskIntent", "--param", "task=\(id)"])
        #expect(complete.status == 0, "\(complete)")
        let completed = try timeline(task: id, family: "systemMedium", with: cli)
        try #require(completed.status == 0, "\(completed)")
        #expect(try titleRun(completed) == ("Buy milk", true))
        #expect(JSONTree.titles(try cli.run(["query", plugin, "TaskItem", "--ids", id], json: true).json()) == ["Buy milk"])

        let reopen = try cli.run(["perform", plugin, "CompleteTaskIntent", "--param", "task=\(id)", "--param", "value=false"])
        #expect(reopen.status == 0, "\(reopen)")
        #expect(try titleRun(try timeline(task: id, with: cli)).struck == false)

        let delete = try cli.run(["perform", plugin, "DeleteTaskIntent", "--param", "task=\(id)"])
        #expect(delete.status == 0, "\(delete)")
        let gone = try timeline(task: id, with: cli)
        #expect(gone.status != 0, "\(gone)")
        #expect(gone.standardError.contains("no TaskItem with id '\(id)'"), "\(gone)")
        #expect(JSONTree.ids(try cli.run(["query", plugin, "TaskItem", "--ids", id], json: true).json()).isEmpty)
    }

    @Test func matchingIgnoresCaseOverTitleAndContentAndSortsByTitle() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Tasks")
        let walk = try createTask("Walk the dog", "Park, then MILK on the way", with: cli)
        let buy = try createTask("Buy milk", "Two litres", with: cli)
        _ = try createTask("Call mom", "About dinner", with: cli)
        let almond = try createTask("Almond Milk", "Oat is fine too", with: cli)

        let matching = try cli.run(["query", plugin, "TaskItem", "--matching", "mIlK"], json: true)
        try #require(matching.status == 0, "\(matching)")
        #expect(JSONTree.ids(try matching.json()) == [almond, buy, walk])
        #expect(JSONTree.titles(try matching.json()) == ["Almond Milk", "Buy milk", "Walk the dog"])
        let byContent = try cli.run(["query", plugin, "TaskItem", "--matching", "DINNER"], json: true)
        #expect(JSONTree.titles(try byContent.json()) == ["Call mom"])
        let none = try cli.run(["query", plugin, "TaskItem", "--matching", "bread"], json: true)
        #expect(JSONTree.ids(try none.json()).isEmpty)
    }

    @Test func tasksLiveInTheStoreFileInThePluginsDataDirectory() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Tasks")
        let inspect = try cli.run(["inspect", plugin], json: true)
        try #require(inspect.status == 0, "\(inspect)")
        let dataDirectory = try #require((try inspect.json() as? [String: Any])?["dataDirectory"] as? String)
        let store = URL(fileURLWithPath: dataDirectory).appendingPathComponent("default.store").path
        #expect(!FileManager.default.fileExists(atPath: store))
        _ = try createTask("Water plants", "", with: cli)
        #expect(FileManager.default.fileExists(atPath: store))
        let contents = try Data(contentsOf: URL(fileURLWithPath: store))
        #expect(contents.starts(with: Data("SQLite format 3".utf8)))
    }

    @Test func aTaskNeedsATitle() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["perform", try cli.plugin("Tasks"), "CreateTaskIntent", "--param", "title= "])
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("a task needs a title"), "\(run)")
    }

    @Test func itsPlaceholderIsDrawnWithoutATaskAsWidgetKitGivesItNoConfiguration() throws {
        let cli = try WidgetHostCLI()
        let plugin = try cli.plugin("Tasks")
        let inspect = try cli.run(["inspect", plugin], json: true)
        try #require(inspect.status == 0, "\(inspect)")
        let notChecked = (try inspect.json() as? [String: Any])?["symbolsNotChecked"] as? [String] ?? []
        #expect(notChecked.isEmpty, "\(notChecked)")
        let placeholder = try cli.run(["timeline", plugin, "TaskWidget", "--placeholder"])
        #expect(placeholder.status == 0, "\(placeholder)")
    }

    @Test func theWidgetNeedsATask() throws {
        let cli = try WidgetHostCLI()
        let run = try cli.run(["timeline", try cli.plugin("Tasks"), "TaskWidget"])
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("task"), "\(run)")
    }
}
