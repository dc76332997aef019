import Foundation
import Testing
import WidgetTestSupport

/// `widgethost desktop` under a headless Wayland compositor with the layer shell (sway).
struct DesktopWaylandTests {
    @Test func theCounterIsOnTheBottomLayerAndDrawnAsRenderDrawsIt() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["configure", "1", "--position", "100,80"]).status == 0)
        let wayland = try HeadlessWayland()
        defer { wayland.stop() }
        let desktop = try session.startDesktop(display: wayland.display)
        defer { desktop.stop() }

        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")
        #expect(line.text.hasSuffix(", wayland, layer bottom"), "gtk-layer-shell put the window on the bottom layer")
        #expect((line.x, line.y, line.width, line.height, line.scale) == (100, 80, 364, 170, 2))
        let reference = try session.referencePNG(1, name: "counter.png")
        let shot = session.directory.path("shot.png").path
        let matches = try eventually(within: 10) {
            try wayland.screenshot(to: shot)
            return try DesktopTools.compare(screen: ["--image", shot], at: 200, 160, with: reference).differing == 0
        }
        #expect(matches, "the compositor shows the widget at 100,80 points (200,160 pixels) as render --format png draws it")
    }
}
