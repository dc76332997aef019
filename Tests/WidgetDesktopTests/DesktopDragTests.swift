import Foundation
import Testing
import WidgetTestSupport

/// Dragging a widget on the desktop (X11, no window manager: GDK moves the window itself) stores its position.
struct DesktopDragTests {
    @Test func aDragMovesTheWindowStoresItsPlaceAndAPressOnAButtonTapsWithoutMoving() async throws {
        let session = try DesktopSession()
        #expect(try session.widgethost(["add", "MyWidget", "--family", "systemMedium"]).status == 0)
        #expect(try session.widgethost(["configure", "1", "--position", "300,200"]).status == 0)
        let display = try VirtualDisplay()
        defer { display.stop() }
        let first = try session.startDesktop(display: ["DISPLAY": display.name])
        defer { first.stop() }
        #expect(first.line(within: 30) { $0.hasPrefix("#1 MyWidget systemMedium at 300,200") } != nil, "\(first.standardError)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [300, 200] })

        try display.drag(from: (310, 205), to: (510, 305))
        #expect(first.line(within: 10) { $0 == "#1 dragged to 500,300" } != nil, "\(first.standardOutput) \(first.standardError)")
        #expect(try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [500, 300])
        #expect(try session.storedPositions() == ["1|500|300|"])

        let button = try session.controlFrame(1, label: "加 10")
        let press = (x: 500 + Int(button.x + button.width / 2), y: 300 + Int(button.y + button.height / 2))
        try display.drag(from: press, to: (press.x + 150, press.y + 80))
        #expect(try eventually(within: 10) { try session.widgethost(["render", "1"]).standardOutput.contains("结果: 10") })
        #expect(try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [500, 300], "a press on a button never drags")
        #expect(try session.storedPositions() == ["1|500|300|"])
        #expect(first.stop() == 0)

        let second = try session.startDesktop(display: ["DISPLAY": display.name])
        defer { second.stop() }
        #expect(second.line(within: 30) { $0.hasPrefix("#1 MyWidget systemMedium at 500,300") } != nil, "\(second.standardError)")
        #expect(try eventually(within: 10) { try display.windowPosition(titled: "Widget #1 ").map { [$0.x, $0.y] } == [500, 300] })
    }
}
