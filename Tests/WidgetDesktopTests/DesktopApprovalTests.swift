import Foundation
import Testing
import WidgetTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `widgethost desktop` when an installed plugin's file changes under it (the ticker fixture
/// rebuilt to say "Tock", renamed over the installed file as a linker does): the window keeps its
/// last drawing with "Waiting for approval" over its bottom, and one line says so; once the file
/// is approved and the instance reloaded, the window shows the new code's drawing, with no notice.
struct DesktopApprovalTests {
    @Test func aChangedInstalledPluginShowsWaitingForApprovalOverItsLastDrawing() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        let installed = try FixturePlugins.install("ticker", as: "Ticker", in: session.directory.path("plugins"))
        #expect(try session.widgethost(["add", "Ticker", "--plugin", "Ticker", "--param", "policy=never"]).standardOutput == "1\n")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"], arguments: ["--appearance", "light"])
        defer { desktop.stop() }
        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")
        let (x, y) = (line.x * line.scale, line.y * line.scale)
        let screen = ["--x11", display.name]
        let tick = try session.referencePNG(1, name: "tick.png")
        #expect(try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: x, y, with: tick).differing == 0 })

        let tock = try FixturePlugins.build("ticker", defines: [#"TICKER_WORD="Tock""#])
        let staged = installed.deletingLastPathComponent().appendingPathComponent(".libTicker.so.new")
        try FileManager.default.copyItem(at: tock, to: staged)
        #expect(rename(staged.path, installed.path) == 0)
        let waiting = desktop.line(within: 30) { $0.hasPrefix("#1 Ticker: its plugin file changed, waiting for approval") }
        #expect(waiting?.contains("widgethost plugins approve Ticker") == true, "\(desktop.standardOutput)\(desktop.standardError)")
        #expect(try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: x, y, with: tick).differing > 0 })
        #expect(try session.widgethost(["render", "1"]).standardOutput.contains("Tick 1/3"), "the stored drawing is still the old one")

        #expect(try session.widgethost(["plugins", "approve", "Ticker"]).status == 0)
        #expect(try session.widgethost(["reload", "1"]).status == 0)
        #expect(try session.widgethost(["render", "1"]).standardOutput.contains("Tock 1/3"))
        let approved = try session.referencePNG(1, name: "tock.png")
        #expect(try eventually(within: 15) { try DesktopTools.compare(screen: screen, at: x, y, with: approved).differing == 0 })
    }
}
