import Foundation
import Testing
import WidgetTestSupport

/// `widgethost desktop` on a real (headless) X server: the Counter's window, its pixels, and a click on it.
struct DesktopX11Tests {
    @Test func theCounterIsDrawnAsRenderDrawsItAndAClickOnAButtonTapsIt() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).standardOutput == "1\n")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"])
        defer { desktop.stop() }

        let line = try #require(
            desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardOutput) \(desktop.standardError)")
        #expect(line.text.hasPrefix("#1 MyWidget systemMedium at "))
        #expect(line.text.hasSuffix(", x11"))
        #expect((line.width, line.height, line.scale) == (364, 170, 2), "the family's size, at the screen's scale")
        let origin = (x: line.x * line.scale, y: line.y * line.scale)

        let before = try session.referencePNG(1, name: "before.png")
        let screen = ["--x11", display.name]
        #expect(
            try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: origin.x, origin.y, with: before).differing == 0 })
        let shown = try DesktopTools.compare(screen: screen, at: origin.x, origin.y, with: before)
        #expect(shown.opaque > 364 * 170 * 4 * 9 / 10, "the widget's pixels inside its rounded corners")
        #expect(shown.differing == 0, "the window shows what render --format png draws, pixel for pixel")

        let button = try session.controlFrame(1, label: "加 10")
        try display.click(
            x: origin.x + Int((button.x + button.width / 2) * Double(line.scale)),
            y: origin.y + Int((button.y + button.height / 2) * Double(line.scale)))
        #expect(try eventually(within: 10) { try session.widgethost(["render", "1"]).standardOutput.contains("结果: 10") })
        let after = try session.referencePNG(1, name: "after.png")
        #expect(try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: origin.x, origin.y, with: after).differing == 0 })
        #expect(try DesktopTools.compare(screen: screen, at: origin.x, origin.y, with: before).differing > 0, "the view changed")
        #expect(desktop.line(within: 5) { $0.hasPrefix("#1 tapped b.2.0") } != nil, "\(desktop.standardOutput)")

        #expect(desktop.stop() == 0, "\(desktop.standardError)")
        #expect(desktop.standardError.contains("widgethost desktop: stopped by SIGTERM"))
    }

    @Test func withoutADisplayItSaysSoInOneLine() throws {
        let session = try DesktopSession()
        let result = try session.widgethost(["desktop"])
        #expect(result.status == 1)
        #expect(
            result.errorLines.last?.hasPrefix("error: cannot open a display (DISPLAY unset, WAYLAND_DISPLAY unset)") == true,
            "\(result.standardError)")
    }
}
