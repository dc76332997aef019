import Foundation
import Testing
import WidgetTestSupport

/// `widgethost preview` through the real CLI: the list, drawings in the terminal and in files
/// (one per entry, named predictably), Live Activities reported as not supported, and bad input
/// as one line and exit 2, with the PreviewFixture plugin (a `#Preview` of every form).
@Suite struct PreviewCommandTests {
    let directory = TemporaryDirectory()
    var cli: CLIRunner { CLIRunner(home: directory.url) }
    var state: [String] { ["--state", directory.path("state").path, "--now", "2024-05-01T10:00:00Z"] }

    static var fixture: String { get throws { try BuiltProducts.plugin("PreviewFixture").path } }

    func run(_ arguments: [String]) throws -> Subprocess.Result { try cli.run(["preview"] + arguments + state) }

    @Test func theListShowsEachPreviewInSourceOrderWithItsKindFamilyAndEntries() throws {
        let list = try run([try Self.fixture])
        #expect(list.status == 0, "\(list)")
        let lines = list.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "PreviewFixture: 10 previews, in source order")
        #expect(lines.count == 12, "\(list.standardOutput)")
        let rows = lines.dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(rows.first?.prefix(3) == ["Notification", "Live", "Activity"])
        #expect(lines[2].hasSuffix("not supported on this platform"))
        #expect(rows.dropFirst(4).first == ["Listed", "entries", "PreviewCount", "systemMedium", "3"])
        #expect(rows.dropFirst(1).first?.prefix(2) == ["PreviewFixture/Previews.swift:3", "view"])
        #expect(lines.last?.hasPrefix("failed: widgethost_preview_") == true, "\(lines.last ?? "")")
    }

    @Test func aNamedPreviewIsDrawnInTheTerminalEntryByEntry() throws {
        let drawn = try run([try Self.fixture, "Listed entries", "--columns", "40"])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(drawn.standardOutput.hasPrefix("Listed entries: PreviewCount, systemMedium"), "\(drawn.standardOutput)")
        for (index, count) in ["Count 10", "Count 11", "Count 12"].enumerated() {
            #expect(drawn.standardOutput.contains("entry \(index + 1) of 3"), "\(drawn.standardOutput)")
            #expect(drawn.standardOutput.contains(count))
        }
        let unnamed = try run([try Self.fixture, "Previews.swift:28"])
        #expect(unnamed.status == 0 && unnamed.standardOutput.contains("PreviewGreeting, systemSmall"), "\(unnamed)")
    }

    @Test func allPreviewsAreWrittenOneFilePerEntryNamedAfterThePreview() throws {
        let output = directory.path("drawn")
        let drawn = try run([try Self.fixture, "--all", "--format", "png", "-o", output.path, "--appearance", "dark"])
        // The fixture's last preview fails on purpose: it is reported, the others are still drawn.
        #expect(drawn.status == 1, "\(drawn)")
        #expect(drawn.errorLines.contains { $0.hasPrefix("error: the preview's entries are CountEntry") }, "\(drawn.standardError)")
        #expect(drawn.errorLines.contains { $0.contains("'Notification' is a Live Activity") && $0.contains("not supported") })
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(
            files == [
                "App-intent-provider.png", "Fixed.png", "Intent-provider.png", "Listed-entries-1.png", "Listed-entries-2.png",
                "Listed-entries-3.png", "Named-view.png", "Previews-28.png", "Previews-3.png", "Static-provider-1.png",
                "Static-provider-2.png",
            ])
        #expect(drawn.standardOutput.split(separator: "\n").count == files.count)
        for file in files {
            let bytes = try Data(contentsOf: output.appendingPathComponent(file))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file) is no PNG")
        }
        let fixed = try Data(contentsOf: output.appendingPathComponent("Fixed.png"))
        #expect(fixed.count > 24 && fixed[16..<24].elementsEqual([0, 0, 0x01, 0x90, 0, 0, 0, 0xC8]), "a 200×100 pt view at 2×")
    }

    @Test func aSingleEntryGoesToTheFileNamedAndSVGAndHTMLAreOffered() throws {
        let svg = directory.path("fixed.svg")
        let drawn = try run([try Self.fixture, "Fixed", "-o", svg.path])
        #expect(drawn.status == 0, "\(drawn)")
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("<svg"))
        let html = directory.path("named.html")
        #expect(try run([try Self.fixture, "Named view", "--format", "html", "-o", html.path]).status == 0)
        #expect(try String(contentsOf: html, encoding: .utf8).contains("Count"))
    }

    @Test func aLiveActivityPreviewIsReportedAsNotSupportedInOneLine() throws {
        let activity = try run([try Self.fixture, "Notification"])
        #expect(activity.status == 0, "\(activity)")
        #expect(
            activity.standardOutput
                == "preview 'Notification' is a Live Activity (content, 2 content states): not supported on this platform\n")
    }

    @Test func previewCreatesNoInstance() throws {
        #expect(try run([try Self.fixture, "--all", "--format", "svg", "-o", directory.path("all").path]).status == 1)
        let list = try cli.run(["list", "--json"] + state)
        #expect(list.status == 0, "\(list)")
        let instances = try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [Any]
        #expect(instances?.isEmpty == true, "\(list.standardOutput)")
    }

    @Test(arguments: [
        (["Nope"], "error: plugin PreviewFixture has no preview 'Nope' (command preview); expected one of: 'Notification', "),
        (["Fixed", "--all"], "error: both a preview name ('Fixed') and --all given"),
        (["--format", "png"], "error: --format given without a preview to draw"),
        (["--all", "--format", "gif"], "error: "),
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String], message: String) throws {
        let result = try run([try Self.fixture] + arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.errorLines.count == 1 && result.errorLines.first?.hasPrefix(message) == true, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aPluginWithoutPreviewsSaysSo() throws {
        let counter = try BuiltProducts.plugin("Counter").path
        let list = try run([counter])
        #expect(list.status == 0)
        #expect(list.standardOutput == "Plugin Counter has no previews (no #Preview in its source).\n")
        let drawn = try run([counter, "--all"])
        #expect(drawn.status == 2)
        #expect(
            drawn.errorLines == [
                "error: plugin Counter has no previews (command preview); expected a plugin whose source has #Preview blocks "
                    + "(PreviewProvider types are not drawn: write #Preview(as: .systemSmall) { MyWidget() } timeline: { ... }); "
                    + "widgethost preview Counter --widgets draws every widget in every family"
            ])
        let widgets = try run([counter, "--widgets"])
        #expect(widgets.status == 0 && widgets.standardOutput.contains("MyWidget"), "\(widgets)")
    }

    @Test func theHelpDescribesTheCommand() throws {
        let help = try cli.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Usage: widgethost preview PLUGIN [NAME | --all]"))
        #expect(help.standardOutput.contains("not supported on this platform"))
        #expect(try cli.run(["--help"]).standardOutput.contains("\n  preview "))
    }
}
