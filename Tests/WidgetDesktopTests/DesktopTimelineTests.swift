import Foundation
import Testing
import WidgetTestSupport

/// `widgethost desktop` switches a window to the next entry of the instance's timeline at its date, by itself.
struct DesktopTimelineTests {
    @Test func theWindowShowsTheNextEntryAtItsDateWithoutAnotherCommand() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        _ = try FixturePlugins.install("ticker", as: "Ticker", in: session.directory.path("plugins"))
        let interval = 4.0
        let added = try session.widgethost(["add", "Ticker", "--plugin", "Ticker", "--param", "interval=4", "--param", "entries=10"])
        #expect(added.standardOutput == "1\n", "\(added.standardError)")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"], arguments: ["--appearance", "light"])
        defer { desktop.stop() }
        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")

        let listed = try session.widgethost(["list", "--json"])
        let instance = try #require((try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])?.first)
        let reloadedAt = try #require(instance["reloadedAt"] as? Double)
        let shown = try #require(instance["entry"] as? Int)
        try #require(shown < 10, "the timeline has an entry after the one shown")
        let nextDate = Date(timeIntervalSince1970: (reloadedAt + Double(shown) * interval).rounded(.down) + 1)
        let next = session.directory.path("next.png").path
        let rendered = try session.widgethost([
            "--now", nextDate.ISO8601Format(), "render", "1", "--format", "png", "--appearance", "light", "-o", next,
        ])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        #expect(try session.widgethost(["--now", nextDate.ISO8601Format(), "render", "1"]).standardOutput.contains("Tick \(shown + 1)/10"))

        let screen = ["--x11", display.name]
        let switched = try eventually(within: interval + 15) {
            try DesktopTools.compare(screen: screen, at: line.x * line.scale, line.y * line.scale, with: next).differing == 0
        }
        #expect(switched, "the window shows entry \(shown + 1) at its date: \(desktop.standardOutput) \(desktop.standardError)")
    }
}
