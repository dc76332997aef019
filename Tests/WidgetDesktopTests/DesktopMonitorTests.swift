import Foundation
import Testing
import WidgetTestSupport

/// Widgets on several monitors, chosen by the connector names users see (`configure --output NAME`).
struct DesktopMonitorTests {
    @Test func onX11AWidgetGoesToItsNamedMonitorAnUnknownNameToThePrimaryOneAndADragAcrossChangesIt() async throws {
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemSmall"]).status == 0)
        #expect(try session.widgethost(["configure", "1", "--position", "100,50", "--output", "HDMI-1"]).status == 0)
        let unknown = try session.widgethost(["configure", "2", "--position", "40,500", "--output", "HDMI-9"])
        #expect(unknown.standardOutput == "Placed #2 at 40,500 on HDMI-9 (widgethost desktop)\n", "stored: monitors come and go")
        let display = try VirtualDisplay(size: "2560x800")
        defer { display.stop() }
        let monitors = try display.splitIntoMonitors(["DP-1=1280x800+0+0", "HDMI-1=1280x800+1280+0"])
        defer { monitors.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name])
        defer { desktop.stop() }

        #expect(
            desktop.line(within: 30) { $0.hasPrefix("#1 MyWidget systemMedium at 100,50 on HDMI-1, ") } != nil, "\(desktop.standardError)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [1380, 50] })
        let warning = "#2: output HDMI-9 is not connected (connected: DP-1, HDMI-1); it is on the primary monitor DP-1 until HDMI-9 is back"
        #expect(desktop.line(within: 10) { $0 == warning } != nil, "\(desktop.standardOutput)")
        #expect(desktop.standardOutput.components(separatedBy: "not connected").count == 2, "one line")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #2 ").map { [$0.x, $0.y] } == [40, 500] })

        try display.drag(from: (1385, 55), to: (305, 155))
        #expect(desktop.line(within: 10) { $0 == "#1 dragged to 300,150 on DP-1" } != nil, "\(desktop.standardOutput)")
        #expect(try session.storedPositions() == ["1|300|150|DP-1", "2|40|500|HDMI-9"])
    }

    @Test func onWaylandTheLayerSurfaceIsOnTheNamedOutput() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["configure", "1", "--position", "100,80", "--output", "HEADLESS-2"]).status == 0)
        let wayland = try HeadlessWayland(outputs: 2)
        defer { wayland.stop() }
        let desktop = try session.startDesktop(display: wayland.display)
        defer { desktop.stop() }

        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }, "\(desktop.standardError)")
        #expect(line.hasPrefix("#1 MyWidget systemMedium at 100,80 on HEADLESS-2, 364x170 pt, scale 2, wayland, layer bottom"), "\(line)")
        #expect(!desktop.standardOutput.contains("not connected"), "\(desktop.standardOutput)")
        let reference = try session.referencePNG(1, name: "counter.png")
        let shot = session.directory.path("shot.png").path
        let onSecond = try eventually(within: 10) {
            try wayland.screenshot(to: shot, output: "HEADLESS-2")
            return try DesktopTools.compare(screen: ["--image", shot], at: 200, 160, with: reference).differing == 0
        }
        #expect(onSecond, "the widget is at 100,80 points of HEADLESS-2")
        try wayland.screenshot(to: shot, output: "HEADLESS-1")
        #expect(try DesktopTools.compare(screen: ["--image", shot], at: 200, 160, with: reference).differing > 0, "and not on HEADLESS-1")
    }
}
