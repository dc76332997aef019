import Foundation
import Testing
import WidgetTestSupport

/// A widget whose first timeline fails shows its placeholder, redacted, until a reload brings one, as
/// WidgetKit draws a widget displayed for the first time (the `faulty` fixture: its placeholder shows
/// "Faulty", its timeline fails with `fault=garbage` and shows "fine" with `fault=none`).
struct PlaceholderUntilFirstTimelineTests {
    let directory = TemporaryDirectory()

    private func widgethost(_ arguments: [String]) throws -> Subprocess.Result {
        try CLIRunner(home: directory.url).run(["--state", directory.path("state").path] + arguments)
    }

    @Test func aFailedFirstTimelineShowsTheRedactedPlaceholderUntilAReloadBringsOne() throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        let add = try widgethost(["add", "Faulty", "--plugin", plugin.path, "--param", "fault=garbage"])
        #expect(add.status == 1)
        #expect(add.standardError.contains("its first timeline failed"), "\(add.standardError)")

        let render = try widgethost(["render", "1", "--format", "json"])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(
            render.standardOutput.contains(#""view":{"content":{"text":"Faulty","type":"text"},"type":"redacted"}"#),
            "\(render.standardOutput)")
        #expect(render.standardError.contains("showing its placeholder until its first timeline"), "\(render.standardError)")
        // Redacted texts are drawn as bars: none is listed as shown.
        #expect(render.standardOutput.contains(#""text":"","texts":[]"#), "\(render.standardOutput)")
        let list = try widgethost(["list"])
        #expect(list.standardOutput.contains("— showing its placeholder until its first timeline"), "\(list.standardOutput)")

        // The placeholder's controls are not the widget's: a tap finds no timeline, not a control to perform.
        let tap = try widgethost(["tap", "1", "b.0"])
        #expect(tap.status == 2)
        #expect(tap.standardError.contains("instance 1 has no timeline yet"), "\(tap.standardError)")

        let configure = try widgethost(["configure", "1", "--param", "fault=none"])
        #expect(configure.status == 0, "\(configure.standardError)")
        let fixed = try widgethost(["render", "1", "--format", "json"])
        #expect(fixed.standardOutput.contains(#""view":{"text":"fine","type":"text"}"#), "\(fixed.standardOutput)")
        #expect(!fixed.standardOutput.contains("redacted") && fixed.standardError.isEmpty, "\(fixed.standardError)")
    }

    @Test func aWidgetThatHadATimelineKeepsItsLastGoodOneWhenAReloadFails() throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        #expect(try widgethost(["add", "Faulty", "--plugin", plugin.path]).status == 0)
        #expect(try widgethost(["configure", "1", "--param", "fault=garbage"]).status != 0)
        let render = try widgethost(["render", "1", "--format", "json"])
        #expect(render.standardOutput.contains(#""view":{"text":"fine","type":"text"}"#), "\(render.standardOutput)")
        #expect(render.standardError.contains("showing its last good timeline"), "\(render.standardError)")
    }

    /// A timeline with no entries (a fetch that failed, answered `Timeline(entries: [], policy: .after(...))`) changes
    /// nothing shown: the placeholder until a first timeline with entries, then what that timeline shows.
    @Test func aTimelineWithNoEntriesKeepsWhatTheWidgetShows() throws {
        let plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url)
        let add = try widgethost(["add", "Faulty", "--plugin", plugin.path, "--param", "fault=empty"])
        #expect(add.status == 0, "\(add)")
        let placeholder = try widgethost(["render", "1", "--format", "json"])
        #expect(placeholder.status == 0, "\(placeholder)")
        #expect(placeholder.standardOutput.contains(#""view":{"content":{"text":"Faulty","type":"text"},"type":"redacted"}"#))
        #expect(placeholder.standardError.contains("showing its placeholder until its first timeline"), "\(placeholder.standardError)")
        let list = try widgethost(["list"])
        #expect(list.standardOutput.contains("state: ok, no entries yet — showing its placeholder until its first timeline"), "\(list)")
        #expect(try widgethost(["configure", "1", "--param", "fault=none"]).status == 0)
        #expect(try widgethost(["configure", "1", "--param", "fault=empty"]).status == 0)
        let kept = try widgethost(["render", "1", "--format", "json"])
        #expect(kept.status == 0 && kept.standardOutput.contains(#""texts":["fine"]"#), "\(kept)")
    }
}
