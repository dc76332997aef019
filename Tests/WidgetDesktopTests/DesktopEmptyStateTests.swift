import Foundation
import Testing
import WidgetTestSupport

/// `widgethost desktop` on a state with no instances: it says how to add one, keeps running, and shows what is added.
struct DesktopEmptyStateTests {
    @Test func onAnEmptyStateItSaysHowToAddAWidgetAndShowsTheOneAddedLater() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"], arguments: ["--appearance", "light"])
        defer { desktop.stop() }
        let hint = "no widgets yet; add one from another terminal and it appears at once: widgethost add KIND --plugin Counter"
        #expect(eventually(within: 30) { desktop.standardError.contains(hint) }, "\(desktop.standardError)")
        #expect(desktop.standardError.split(separator: "\n").filter { $0.contains("no widgets yet") }.count == 1)
        #expect(desktop.isRunning)

        #expect(try session.widgethost(["add", "MyWidget", "--plugin", "Counter", "--family", "systemMedium"]).standardOutput == "1\n")
        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")
        #expect(line.text.hasPrefix("#1 MyWidget systemMedium at 24,24, 364x170 pt, scale 2, x11"))
        let reference = session.directory.path("light.png").path
        #expect(try session.widgethost(["render", "1", "--format", "png", "--appearance", "light", "-o", reference]).status == 0)
        let screen = ["--x11", display.name]
        let (x, y) = (line.x * line.scale, line.y * line.scale)
        #expect(try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: x, y, with: reference).differing == 0 })
        #expect(try DesktopTools.compare(screen: screen, at: x, y, with: reference).opaque > 364 * 170 * 4 * 9 / 10)
    }
}
