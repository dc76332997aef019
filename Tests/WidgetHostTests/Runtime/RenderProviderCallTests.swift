import Foundation
import Testing
import WidgetTestSupport

/// `render PLUGIN KIND --placeholder | --snapshot` draws what that provider call gives: the look of a widget
/// whose timeline needs what the host lacks (the `faulty` fixture's timeline fails with `fault=garbage`; its
/// placeholder and snapshot show "Faulty").
struct RenderProviderCallTests {
    let directory = TemporaryDirectory()
    let plugin: URL

    init() throws { plugin = try FixturePlugins.install("faulty", as: "Faulty", in: directory.url) }

    private func render(_ arguments: [String]) throws -> Subprocess.Result {
        try CLIRunner(home: directory.url).run(
            ["--state", directory.path("state").path, "render", plugin.path, "Faulty", "--param", "fault=garbage"] + arguments)
    }

    @Test(arguments: ["--placeholder", "--snapshot"])
    func aPlaceholderOrSnapshotIsDrawnWhereTheTimelineFails(call: String) throws {
        let timeline = try render(["--format", "json"])
        #expect(timeline.status == 1)
        let drawn = try render([call, "--format", "json"])
        #expect(drawn.status == 0, "\(drawn.standardError)")
        #expect(drawn.standardOutput.contains(#""view":{"text":"Faulty","type":"text"}"#), "\(drawn.standardOutput)")
        let png = directory.path("faulty.png")
        #expect(try render([call, "-o", png.path]).status == 0)
        #expect(try Data(contentsOf: png).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theCallsAreOneAtATimeAndNotForAnInstance() throws {
        let both = try render(["--placeholder", "--snapshot"])
        #expect(both.status == 2)
        #expect(both.errorLines == ["error: both --snapshot and --placeholder given (command render); expected at most one of them"])
        let instance = try CLIRunner(home: directory.url).run(["--state", directory.path("state").path, "render", "1", "--placeholder"])
        #expect(instance.status == 2)
        #expect(instance.standardError.hasPrefix("error: --placeholder given with an instance id (command render)"))
    }
}
