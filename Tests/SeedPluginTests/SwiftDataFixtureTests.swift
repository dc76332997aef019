import Foundation
import Testing

/// A plugin that keeps its data as SwiftData apps do, through the real CLI: `@Model` classes in a
/// store whose App Group URL lands in the plugin's data directory, unique upserts, and `@Query` views.
@Suite struct SwiftDataFixtureTests {
    private func addNote(_ title: String, _ body: String, tag: String = "", with cli: WidgetHostCLI) throws {
        let run = try cli.run(
            [
                "perform", try cli.plugin("SwiftDataFixture"), "AddNoteIntent", "--param", "title=\(title)", "--param", "body=\(body)",
                "--param", "tag=\(tag)",
            ])
        try #require(run.status == 0, "\(run)")
    }

    private func drawnTexts(with cli: WidgetHostCLI) throws -> [String] {
        let run = try cli.run(["timeline", try cli.plugin("SwiftDataFixture"), "SwiftDataNotes"], json: true)
        try #require(run.status == 0, "\(run)")
        return JSONTree.texts(in: try run.json())
    }

    @Test func notesKeptAcrossRunsAreFetchedByTheWidgetsQueries() throws {
        let cli = try WidgetHostCLI()
        try addNote("Groceries", "milk", tag: "home", with: cli)
        try addNote("Work", "report", with: cli)
        #expect(try drawnTexts(with: cli) == ["2 notes", "Groceries: milk [home]", "Work: report []", "counted 2"])
    }

    @Test func aNoteWithAStoredTitleUpdatesTheStoredNote() throws {
        let cli = try WidgetHostCLI()
        try addNote("Groceries", "milk", with: cli)
        try addNote("Groceries", "milk and eggs", tag: "home", with: cli)
        #expect(try drawnTexts(with: cli) == ["1 notes", "Groceries: milk and eggs [home]", "counted 1"])
    }

    @Test func theAppGroupStoreLandsInThePluginsDataDirectory() throws {
        let cli = try WidgetHostCLI()
        let inspect = try cli.run(["inspect", try cli.plugin("SwiftDataFixture")], json: true)
        try #require(inspect.status == 0, "\(inspect)")
        let dataDirectory = try #require((try inspect.json() as? [String: Any])?["dataDirectory"] as? String)
        try addNote("Anything", "at all", with: cli)
        let store = URL(fileURLWithPath: dataDirectory).appendingPathComponent("Notes.store")
        #expect(FileManager.default.fileExists(atPath: store.path))
        #expect(try Data(contentsOf: store).starts(with: Data("SQLite format 3".utf8)))
        #expect(dataDirectory.hasPrefix(cli.state.path))
        #expect(!FileManager.default.fileExists(atPath: "/nonexistent-app-group"))
    }
}
