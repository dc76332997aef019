import Foundation
import Testing
import WidgetTestSupport

/// A plugin added by its path (`add KIND --plugin ./libCounter.so`) is listed by `widgethost plugins` under its
/// id, and the one-shot commands and `add PLUGIN KIND` take that id too, as they take an id on the search path.
struct PluginReferenceTests {
    @Test func theIdOfAPluginAnInstanceRunsNamesItInOneShotCommands() throws {
        let directory = TemporaryDirectory()
        let build = directory.url.appendingPathComponent("build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        let id = "good"
        let library = try FixturePlugins.install("good", as: "good", in: build).path
        let cli = CLIRunner(home: directory.url)
        let state = ["--state", directory.path("state").path, "--plugins", directory.path("none").path]
        let before = try cli.run(state + ["perform", id, "AddIntent"])
        #expect(before.status != 0 && before.standardError.contains("no plugin '\(id)'"), "\(before)")
        let added = try cli.run(state + ["add", "Clock", "--plugin", library])
        try #require(added.status == 0, "\(added)")
        let listed = try cli.run(state + ["plugins"])
        #expect(listed.standardOutput.contains("\(id)  \(library)"), "\(listed)")
        for command in [["perform", id, "AddIntent"], ["inspect", "GOOD"], ["timeline", id, "Clock"], ["add", id, "Clock"]] {
            let run = try cli.run(state + command)
            #expect(run.status == 0, "\(command): \(run)")
        }
    }
}
