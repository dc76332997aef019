import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// API that a third probe of unseen widget code found missing: sizes relative to the widget, live
/// iOS 18 formats, and styles that are accepted and drawn without their effect.
struct IOS18APITests {
    private func frame(of node: ViewNode) -> FrameSpec? {
        if case .modified(_, .frame(let spec)) = node { return spec }
        return nil
    }

    @Test func containerRelativeFramesDivideTheSpaceOffered() {
        let offered: (inout EnvironmentValues) -> Void = { $0.proposedSize = CGSize(width: 300, height: 140) }
        let third = serialize(Text("Mon").containerRelativeFrame(.horizontal, count: 3, spacing: 6), configure: offered)
        #expect(frame(of: third) == FrameSpec(width: 96))
        let twoThirds = serialize(Text("Mon").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 6), configure: offered)
        #expect(frame(of: twoThirds) == FrameSpec(width: 198))
        let half = serialize(
            Color.red.containerRelativeFrame([.horizontal, .vertical], alignment: .leading) { length, _ in length / 2 }, configure: offered)
        #expect(frame(of: half) == FrameSpec(width: 150, height: 70, alignment: .leading))
        let whole = serialize(Text("x").containerRelativeFrame(.vertical), configure: offered)
        #expect(frame(of: whole) == FrameSpec(height: 140))
        #expect(frame(of: serialize(Text("x").containerRelativeFrame(.horizontal))) == FrameSpec(maxWidth: FrameLength(.infinity)))
    }

    @Test func timersOfTheCurrentDateAreLiveRuns() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let end = start.addingTimeInterval(600)
        guard case .text(let down) = serialize(Text(.currentDate, format: .timer(countingDownIn: start..<end))),
            case .text(let up) = serialize(Text(.currentDate, format: .timer(countingUpIn: start..<end, showsHours: false))),
            case .text(let stopwatch) = serialize(Text(.currentDate, format: .stopwatch(startingAt: start)))
        else {
            Issue.record("expected text nodes")
            return
        }
        #expect(down.runs == [TextRun(.timer(start: 1_700_000_000, end: 1_700_000_600, countsDown: true))])
        #expect(up.runs == [TextRun(.timer(start: 1_700_000_000, end: 1_700_000_600, countsDown: false, showsHours: false))])
        #expect(stopwatch.runs == [TextRun(.date(1_700_000_000, style: .timer))])
    }

    @Test func shadowsOfStylesAndContainerShapesAreAcceptedAndDrawnWithout() {
        let plain = serialize(Circle().fill(.blue))
        #expect(serialize(Circle().fill(.blue.shadow(.inner(radius: 2)))) == plain)
        #expect(serialize(Circle().fill(.blue.shadow(.drop(color: .black, radius: 4, y: 2)))) == plain)
        #expect(serialize(Text("a").containerShape(.rect(cornerRadius: 12))) == serialize(Text("a")))
    }

    @Test func accessoryFamiliesShowNoContainerBackgroundAndAreVibrantOnTheLockScreen() {
        struct Probe: View {
            @Environment(\.widgetRenderingMode) var mode
            @Environment(\.showsWidgetContainerBackground) var showsBackground
            var body: some View {
                Text("\(mode == .vibrant ? "vibrant" : "full") \(showsBackground ? "shown" : "removed")")
                    .containerBackground(for: .widget) { Color.blue }
            }
        }
        func drawn(_ family: WidgetFamily) -> ViewNode {
            ViewSerializer.node(
                Probe(),
                in: .widget(family: family, displaySize: CGSize(width: 170, height: 170), contentMarginsDisabled: false, isPreview: false))
        }
        #expect(ViewText.plainText(of: drawn(.systemSmall)) == "full shown")
        #expect(ViewText.plainText(of: drawn(.accessoryRectangular)) == "vibrant removed")
        #expect(ViewText.plainText(of: drawn(.accessoryCircular)) == "vibrant removed")
        #expect(ViewText.plainText(of: drawn(.accessoryCorner)) == "full removed")
        guard case .modified(_, .containerBackground) = drawn(.systemSmall) else {
            Issue.record("a system family keeps its container background")
            return
        }
        if case .modified(_, .containerBackground) = drawn(.accessoryInline) { Issue.record("the Lock Screen removes the background") }
    }

    @Test func lineLimitsThatReserveSpaceSayHowManyLines() {
        func layout(_ node: ViewNode) -> TextLayoutSpec? {
            if case .modified(_, .textLayout(let spec)) = node { return spec }
            return nil
        }
        #expect(layout(serialize(Text("a").lineLimit(2, reservesSpace: true))) == TextLayoutSpec(lineLimit: 2, reservedLines: 2))
        #expect(layout(serialize(Text("a").lineLimit(2, reservesSpace: false))) == TextLayoutSpec(lineLimit: 2))
        #expect(layout(serialize(Text("a").lineLimit(2...4))) == TextLayoutSpec(lineLimit: 4, reservedLines: 2))
        #expect(layout(serialize(Text("a").lineLimit(1...3))) == TextLayoutSpec(lineLimit: 3))
    }
}
