import Foundation
import Testing
import WidgetTestSupport

/// Positions of the desktop's windows: `configure ID --position X,Y`, kept in the state, followed at once and after a restart.
struct DesktopPositionTests {
    @Test func aStoredPositionPlacesTheWindowMovesItWhileRunningAndComesBackAfterARestart() async throws {
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemSmall"]).status == 0)
        let placed = try session.widgethost(["configure", "1", "--position", "300,200"])
        #expect(placed.standardOutput == "Placed #1 at 300,200 (widgethost desktop)\n", "\(placed.standardError)")
        let display = try VirtualDisplay()
        defer { display.stop() }

        let first = try session.startDesktop(display: ["DISPLAY": display.name])
        defer { first.stop() }
        #expect(
            first.line(within: 30) { $0.hasPrefix("#1 MyWidget systemMedium at 300,200, 364x170 pt") } != nil, "\(first.standardOutput)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [300, 200] })
        #expect(first.line(within: 10) { $0.hasPrefix("#2 ") } != nil)

        #expect(try session.widgethost(["configure", "2", "--position", "700,100"]).status == 0)
        #expect(first.line(within: 10) { $0 == "#2 moved to 700,100" } != nil, "\(first.standardOutput)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #2 ").map { [$0.x, $0.y] } == [700, 100] })
        #expect(first.stop() == 0)

        let second = try session.startDesktop(display: ["DISPLAY": display.name])
        defer { second.stop() }
        #expect(
            second.line(within: 30) { $0.hasPrefix("#2 MyWidget systemSmall at 700,100, 170x170 pt") } != nil, "\(second.standardOutput)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #2 ").map { [$0.x, $0.y] } == [700, 100] })
    }

    @Test(arguments: [
        (["--position", "40"], "error: '40' is not a position (option --position)"),
        (["--position", "40,x"], "error: '40,x' is not a position (option --position)"),
        (["--position", "-5,10"], "error: '-5,10' is not a position (option --position)"),
        (["--position", "40,99999"], "error: '40,99999' is not a position (option --position)"),
        (["--output", "HDMI-1"], "error: --output given without --position (command configure)"),
        (["--position", "1,2", "--output", ""], "error: '' is not an output name (option --output)"),
        (["--position", "1,2", "--param", "a=b"], "error: --position places the window and --param changes values"),
    ])
    func aBadPositionIsRefusedInOneLineAndChangesNothing(arguments: [String], message: String) throws {
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["configure", "1", "--position", "40,300"]).status == 0)
        let refused = try session.widgethost(["configure", "1"] + arguments)
        #expect(refused.status == 2)
        #expect(refused.errorLines.count == 1)
        #expect(refused.errorLines.first?.hasPrefix(message) == true, "\(refused.standardError)")
        #expect(try session.storedPositions() == ["1|40|300|"])
    }
}
