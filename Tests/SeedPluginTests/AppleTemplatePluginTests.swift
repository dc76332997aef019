import Foundation
import Testing

/// Widget code as Xcode's widget template and Apple's documentation write it (`import WidgetKit`,
/// `SwiftUI` and `AppIntents`, `@main`, `Date()`), built unchanged, through the CLI.
@Suite struct AppleTemplatePluginTests {
    /// The plugin's folder in this checkout.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Plugins/AppleTemplate")

    private func json(_ cli: WidgetHostCLI, _ arguments: [String]) throws -> [String: Any] {
        let run = try cli.run(arguments, json: true)
        try #require(run.status == 0, "\(run)")
        return try #require(try run.json() as? [String: Any])
    }

    @Test func theTemplatesWidgetsAndIntentsAreInTheManifest() throws {
        let cli = try WidgetHostCLI()
        let manifest = try #require(try json(cli, ["inspect", try cli.plugin("AppleTemplate")])["manifest"] as? [String: Any])
        let widgets = try #require(manifest["widgets"] as? [[String: Any]])
        #expect(widgets.map { $0["kind"] as? String } == ["EmojiWidget", "ClockWidget"])
        let intents = try #require(manifest["intents"] as? [[String: Any]])
        #expect(intents.map { $0["id"] as? String } == ["ConfigurationAppIntent", "LikeIntent"])
        let emoji = try #require(intents.first?["parameters"] as? [[String: Any]])
        #expect(emoji.map { $0["name"] as? String } == ["favoriteEmoji"])
        #expect(emoji.first?["default"] as? String == "😃")
    }

    @Test func theEmojiTimelineHasFiveHourlyEntriesOfTheChosenEmojiAndReloadsAtItsEnd() throws {
        let cli = try WidgetHostCLI()
        let timeline = try json(cli, ["timeline", try cli.plugin("AppleTemplate"), "EmojiWidget", "--param", "favoriteEmoji=🐙"])
        let entries = try #require(timeline["entries"] as? [[String: Any]])
        let dates = entries.compactMap { $0["date"] as? Double }
        #expect(dates.count == 5)
        #expect(zip(dates, dates.dropFirst()).allSatisfy { abs($1 - $0 - 3_600) < 0.001 }, "\(dates)")
        #expect(entries.allSatisfy { JSONTree.texts(in: $0["view"] ?? [:]).suffix(2) == ["Favorite Emoji:", "🐙"] })
        #expect((timeline["policy"] as? [String: Any])?["kind"] as? String == "atEnd")
    }

    @Test func theClockReloadsAtMidnightAndItsLikeButtonRunsItsIntent() throws {
        let cli = try WidgetHostCLI()
        let added = try cli.run(["add", "ClockWidget"])
        try #require(added.status == 0, "\(added)")
        let id = added.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let instances = try #require(try cli.run(["list"], json: true).json() as? [[String: Any]])
        let due = try #require((instances.first?["nextReload"] as? [String: Any])?["due"] as? Double)
        #expect(due.truncatingRemainder(dividingBy: 86_400) == 0 && due > Date().timeIntervalSince1970, "the next midnight (UTC): \(due)")

        let tap = try cli.run(["tap", id, "Like"])
        #expect(tap.status == 0, "\(tap)")
        #expect(tap.standardOutput.contains("Tapped button b.2 → LikeIntent(item: \"clock\")"), "\(tap)")
        #expect(tap.standardOutput.contains("Liked clock."), "\(tap)")
        #expect(tap.standardOutput.contains("Reloaded #\(id) (request, tap): ok"), "\(tap)")
    }

    @Test func itsFilesAreWrittenAsForIOS() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.sorted() == ["ClockWidget.swift", "EmojiWidget.swift", "PluginEntry.swift"])
        for file in files where file != "PluginEntry.swift" {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(Set(imports).isSubset(of: ["import WidgetKit", "import SwiftUI", "import AppIntents"]), "\(file): \(imports)")
        }
        let clock = try String(contentsOf: Self.folder.appendingPathComponent("ClockWidget.swift"), encoding: .utf8)
        #expect(clock.contains("@main\nstruct ExampleWidgets: WidgetBundle {"))
    }
}
