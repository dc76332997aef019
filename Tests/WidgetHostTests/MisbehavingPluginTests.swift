import Foundation
import Testing
import WidgetHost
import WidgetTestSupport

/// Plugins that fail at init or answer malformed JSON: typed errors with the plugin's words.
struct MisbehavingPluginTests {
    @Test func aFailingInitIsReportedWithThePluginsMessageAndNothingElseRuns() throws {
        let test = try TestHost()
        let path = try test.install("misbehaving", as: "initfails", defines: ["FIXTURE_INIT_FAILURE=\"the config file is missing\""])
        #expect(throws: PluginLoadError.initFailed(path: path.path, status: 5, message: "the config file is missing")) {
            try test.host.load(path.path)
        }
        #expect(throws: PluginLoadError.initFailed(path: path.path, status: 5, message: "the config file is missing")) {
            try test.host.load(path.path)
        }
        #expect(TestHost.lines(try test.host.storage.value(forKey: "init", pluginID: "initfails")) == ["init"])
        #expect(try test.host.storage.value(forKey: "deinit", pluginID: "initfails") == nil)
        try BadInputExpectations.cliRejects(
            ["inspect", path.path], in: test.directory, containing: ["the plugin's init failed with status 5: the config file is missing"])
    }

    /// `inspect` calls a plugin's previews and placeholders to look for symbols: it runs the plugin in a
    /// worker by default, so one that crashes is named and the manifest is still shown.
    @Test func inspectNamesAPreviewThatCrashesAndStillSucceeds() throws {
        let directory = TemporaryDirectory()
        let path = try FixturePlugins.install("previews", as: "previews", in: directory.url, defines: ["PREVIEWS_CRASH"])
        let result = try CLIRunner(home: directory.url).run(["inspect", path.path, "--state", directory.path("state").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Previews Fixture") || result.standardOutput.contains("ABI:"), "\(result.standardOutput)")
        let crash = result.standardOutput.split(separator: "\n").filter {
            $0.contains("not checked: preview ") && $0.contains("crashed: its worker ")
        }
        #expect(crash.count == 1, "\(result.standardOutput)")
        let inProcess = try CLIRunner(home: directory.url).run([
            "--isolation", "in-process", "inspect", path.path, "--state", directory.path("state").path,
        ])
        #expect(
            inProcess.status == 1 && inProcess.standardError.contains("crashed (SIGABRT) during preview(widgethost_preview_crash)"),
            "\(inProcess.standardError)")
    }

    @Test func malformedResultsAreThePluginsFailure() throws {
        let test = try TestHost()
        let plugin = try test.load("misbehaving")
        let perform = try #require(throws: PluginCallError.self) { try plugin.perform(intent: "Garbage", assignments: []) }
        #expect(perform.category == .pluginFailure)
        #expect(perform.description.contains("the plugin answered with an invalid result"))
        let timeline = try #require(throws: PluginCallError.self) { try plugin.timeline(kind: "Broken") }
        #expect(timeline.description.contains("entries[0].date"))
        let result = try CLIRunner(home: test.directory.url).run([
            "timeline", plugin.path, "Broken", "--state", test.directory.path("cli").path,
        ])
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(
            result.standardError.hasPrefix(
                "error: the plugin answered with an invalid result: invalid TimelinePayload JSON at entries[0].date"))
    }

    /// In process: in a worker, its memory cap (128 MiB by default) stops a plugin building so large an answer first.
    @Test func aTimelineTooLargeOrWithDatesPastAnyCalendarIsRefused() throws {
        let test = try TestHost(isolation: .inProcess)
        let huge = try test.load("misbehaving", as: "huge", defines: ["MISBEHAVING_TIMELINE_MIB=65"])
        let tooLarge = try #require(throws: PluginCallError.self) { try huge.timeline(kind: "Broken") }
        #expect(tooLarge.description.contains("the timeline is 65 MiB of JSON, more than the 64 MiB a host keeps"), "\(tooLarge)")
        let far = try test.load("misbehaving", as: "far", defines: ["MISBEHAVING_FAR_DATE"])
        let farDate = try #require(throws: PluginCallError.self) { try far.timeline(kind: "Broken") }
        #expect(farDate.description.contains("at entries[0].date: the date 1e+300 is outside the dates a timeline may hold"), "\(farDate)")
    }
}
