import Foundation
import Testing
import WidgetTestSupport

/// The README's "On the desktop" commands, run as written against a fresh state on an Xvfb display of the test's own.
struct DesktopReadmeTests {
    @Test func theReadmesDesktopCommandsPutTheWidgetWhereTheySay() async throws {
        let commands = try ReadmeSection("On the desktop").firstBlock("console")
        #expect(commands.contains("widgethost desktop &"), "\(commands)")
        let session = try DesktopSession()
        let display = try VirtualDisplay()
        defer { display.stop() }
        var desktop: BackgroundProcess?
        defer { desktop?.stop() }
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            try #require(words.first == "widgethost", "a README line that is not a widgethost command: \(command)")
            if words.last == "&" {
                #expect(desktop == nil && words.dropFirst().first == "desktop", "\(command)")
                let started = try session.startDesktop(display: ["DISPLAY": display.name], arguments: Array(words.dropFirst(2).dropLast()))
                desktop = started
                #expect(started.line(within: 30) { $0.hasPrefix("#1 ") } != nil, "\(started.standardError)")
            } else {
                let result = try session.widgethost(Array(words.dropFirst()))
                #expect(result.status == 0, "\(command): \(result.standardError)")
            }
        }
        let running = try #require(desktop, "the README block starts no widgethost desktop")
        #expect(running.line(within: 10) { $0 == "#1 moved to 40,300" } != nil, "\(running.standardOutput)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [40, 300] })
    }
}
