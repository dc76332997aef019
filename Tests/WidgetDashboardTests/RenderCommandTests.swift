import Foundation
import Testing
import WidgetTestSupport

/// `widgethost render`: a stored instance or a fresh timeline, in every format, and its mistakes.
struct RenderCommandTests {
    let directory = TemporaryDirectory()
    var state: String { directory.path("state").path }
    var plugins: String { directory.path("plugins").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory.path("plugins"), withIntermediateDirectories: true)
        try BuiltProducts.installPlugin("Counter", in: directory.path("plugins"))
        try BuiltProducts.installPlugin("Tasks", in: directory.path("plugins"))
        _ = try FixturePlugins.install("good", as: "Good", in: directory.path("plugins"))
    }

    func widgethost(_ arguments: [String]) async throws -> Subprocess.Result {
        let all = ["--state", state, "--plugins", plugins] + arguments
        let home = directory.url
        return try await offThePool { try CLIRunner(home: home).run(all) }
    }

    @Test func anInstanceIsDrawnAsTextHTMLSVGAndPNG() async throws {
        #expect(try await widgethost(["add", "MyWidget", "--family", "systemMedium"]).standardOutput == "1\n")
        #expect(try await widgethost(["tap", "1", "b.2.0"]).status == 0)

        let text = try await widgethost(["render", "1"])
        #expect(text.status == 0, "\(text.standardError)")
        #expect(text.standardOutput.contains("结果: 10"))
        #expect(text.standardOutput.contains("[ 加 10 ]"))
        #expect(!text.standardOutput.contains("\u{1B}["), "plain characters when standard output is not a terminal")
        #expect(text.standardOutput.split(separator: "\n").first?.count == 63)

        let html = try await widgethost(["render", "1", "--format", "html", "--appearance", "dark"])
        #expect(html.standardOutput.hasPrefix("<!DOCTYPE html>"))
        #expect(html.standardOutput.contains(#"data-control-id="b.2.0""#))
        #expect(html.standardOutput.contains(#"data-appearance="dark""#))

        let svgFile = directory.path("counter.svg").path
        #expect(try await widgethost(["render", "1", "-o", svgFile]).status == 0)
        let svg = try String(contentsOfFile: svgFile, encoding: .utf8)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="364" height="170""#))

        let pngFile = directory.path("counter.png").path
        #expect(try await widgethost(["render", "1", "--format", "png", "-o", pngFile]).status == 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: pngFile))
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func aPluginsWidgetIsDrawnFromAFreshTimelineAtAGivenTime() async throws {
        let now = "2024-05-01T10:00:00Z"
        let early = try await widgethost(
            ["--now", now, "render", "Good", "Clock", "--family", "systemMedium", "--param", "mood=happy", "--format", "svg"])
        #expect(early.status == 0, "\(early.standardError)")
        #expect(early.standardOutput.contains(#"width="364""#))
        #expect(early.standardOutput.contains("Mood: happy"))
        #expect(early.standardOutput.contains(">10:00<"))
        let later = try await widgethost(["--now", now, "render", "Good", "Clock", "--at", "2024-05-01T10:01:30Z", "--columns", "40"])
        #expect(later.standardOutput.contains("At 10:01"))
        #expect(later.standardOutput.split(separator: "\n").first?.count == 40)
    }

    @Test func anInstanceWhoseTaskIsGoneIsDrawnFromItsLastGoodTimelineWithANote() async throws {
        let created = try await widgethost(["--json", "perform", "Tasks", "CreateTaskIntent", "--param", "title=Buy milk"])
        let result = try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8)) as? [String: Any]
        let task = try #require(result?["value"] as? String, "\(created.standardOutput)")
        #expect(try await widgethost(["add", "TaskWidget", "--param", "task=\(task)"]).status == 0)
        #expect(try await widgethost(["perform", "Tasks", "DeleteTaskIntent", "--param", "task=\(task)"]).status == 0)
        #expect(try await widgethost(["reload", "1"]).status == 1)

        let drawn = try await widgethost(["render", "1"])
        #expect(drawn.status == 0)
        #expect(drawn.standardOutput.contains("Buy milk"))
        #expect(
            drawn.errorLines.contains(
                "note: #1 is unresolved: task '\(task)' (TaskItem) no longer exists; showing its last good timeline"),
            "\(drawn.standardError)")
    }

    @Test(arguments: [
        (["render"], "missing ID or PLUGIN KIND (command render)"),
        (["render", "7"], "no widget instance 7"),
        (
            ["render", "Counter"],
            "'Counter' is not an instance id (command render); expected an instance id as widgethost list shows, or PLUGIN KIND"
        ),
        (["render", "1", "--family", "systemSmall"], "--family given with an instance id"),
        (
            ["render", "Counter", "MyWidget", "--format", "gif"],
            "'gif' is not an output format (option --format); expected text, html, svg, png or json"
        ),
        (["render", "Counter", "MyWidget", "--appearance", "sepia"], "'sepia' is not an appearance"),
        (["render", "Counter", "MyWidget", "--at", "soon"], "'soon' is not an ISO 8601 date (option --at)"),
        (["render", "Counter", "MyWidget", "--family", "systemLarge"], "systemLarge"),
        (["render", "Counter", "MyWidget", "-o", "/nonexistent/dir/w.png"], "cannot write '/nonexistent/dir/w.png'"),
    ])
    func mistakesAreOneLineAndExitWithTwo(arguments: [String], problem: String) async throws {
        let result = try await widgethost(arguments)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("error: ") && result.standardError.contains(problem), "\(result.standardError)")
    }
}
