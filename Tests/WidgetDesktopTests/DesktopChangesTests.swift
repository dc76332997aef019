import Foundation
import Testing
import WidgetTestSupport

/// `widgethost desktop` hears what other commands change (the daemon's notification socket) and draws in the chosen appearance.
struct DesktopChangesTests {
    @Test func aTapByAnotherCommandAppearsAtOnceInTheChosenAppearance() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).standardOutput == "1\n")
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"], arguments: ["--appearance", "dark"])
        defer { desktop.stop() }
        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")
        #expect((line.width, line.height, line.scale) == (364, 170, 2))
        let (x, y) = (line.x * line.scale, line.y * line.scale)
        let screen = ["--x11", display.name]

        let tap = try session.widgethost(["tap", "1", "加 20"])
        #expect(tap.status == 0, "\(tap.standardError)")
        #expect(try session.widgethost(["render", "1"]).standardOutput.contains("结果: 20"))
        let dark = session.directory.path("dark.png").path
        #expect(try session.widgethost(["render", "1", "--format", "png", "--appearance", "dark", "-o", dark]).status == 0)
        let light = try session.referencePNG(1, name: "light.png")
        #expect(try eventually(within: 10) { try DesktopTools.compare(screen: screen, at: x, y, with: dark).differing == 0 })
        #expect(try DesktopTools.compare(screen: screen, at: x, y, with: light).differing > 0, "drawn dark, not light")
    }

    @Test func withoutAppearanceItFollowsTheDesktopsPreferDarkSetting() async throws {
        try DesktopTools.requirePIL()
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        let settings = session.directory.path(".config/gtk-3.0")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try "[Settings]\ngtk-application-prefer-dark-theme=1\n".write(
            to: settings.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let desktop = try session.startDesktop(display: ["DISPLAY": display.name, "GDK_SCALE": "2"])
        defer { desktop.stop() }
        let line = try #require(desktop.line(within: 30) { $0.hasPrefix("#1 ") }.flatMap(WindowLine.init), "\(desktop.standardError)")
        let dark = session.directory.path("dark.png").path
        #expect(try session.widgethost(["render", "1", "--format", "png", "--appearance", "dark", "-o", dark]).status == 0)
        let screen = ["--x11", display.name]
        #expect(
            try eventually(within: 10) {
                try DesktopTools.compare(screen: screen, at: line.x * line.scale, line.y * line.scale, with: dark).differing == 0
            })
    }
}
