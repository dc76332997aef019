import Foundation
import Testing
import WidgetLayout
import WidgetWire

/// Each gauge style is laid out as iOS draws it, with its labels where iOS puts them.
struct GaugeLayoutTests {
    typealias S = LayoutTestSupport

    private func gauge(_ style: String, bounds: Bool = true, fraction: Double = 0.5, tint: NodePaint? = nil) -> ViewNode {
        .progress(
            ProgressNode(
                fraction: fraction, style: style, label: S.text("L"), currentValueLabel: S.text("V"),
                minimumValueLabel: bounds ? S.text("0") : nil, maximumValueLabel: bounds ? S.text("500") : nil, tint: tint))
    }

    private func indicator(in tree: LayoutTree) throws -> (box: LayoutBox, drawing: ProgressDrawing) {
        for box in tree.allBoxes {
            if case .progress(let drawing) = box.content { return (box, drawing) }
        }
        throw GaugeLayoutError.noIndicator
    }

    private enum GaugeLayoutError: Error { case noIndicator }

    @Test func accessoryCircularIsAnOpenRingWithTheValueInsideAndTheBoundsAtItsEnds() throws {
        let tree = S.layout(gauge("accessoryCircular"), family: .accessoryCircular)
        let (ring, drawing) = try indicator(in: tree)
        #expect(drawing.style == .openRing && drawing.fraction == 0.5)
        #expect(ring.frame == LayoutRect(x: 9, y: 9, width: 58, height: 58))
        let value = try #require(S.textBox("V", in: tree))
        #expect(abs(value.frame.midX - 38) < 0.5 && abs(value.frame.midY - 38) < 0.5)
        let minimum = try #require(S.textBox("0", in: tree))
        let maximum = try #require(S.textBox("500", in: tree))
        #expect(minimum.frame.maxX < 38 && maximum.frame.minX > 38)
        #expect(minimum.frame.minY > 50 && maximum.frame.minY > 50)  // in the opening at the bottom
        #expect(S.textBox("L", in: tree) == nil)

        let unbounded = S.layout(gauge("accessoryCircular", bounds: false), family: .accessoryCircular)
        let label = try #require(S.textBox("L", in: unbounded))
        #expect(abs(label.frame.midX - 38) < 0.5 && label.frame.minY > 50)
        let marker = ProgressGeometry.openRingPoint(in: ring.frame, fraction: 0)
        #expect(marker.x < ring.frame.midX && marker.y > ring.frame.midY)  // the minimum is at the bottom-leading end
    }

    @Test func accessoryCircularsMarkerAtTheMinimumStaysClearOfTheMinimumLabel() throws {
        let tree = S.layout(gauge("accessoryCircular", fraction: 0), family: .accessoryCircular)
        let (ring, drawing) = try indicator(in: tree)
        let parts = ProgressGeometry.parts(of: drawing, in: ring.frame)
        #expect(parts.count == 3)  // the ring, the marker's halo, its dot
        let haloEdge = parts[1].commands.compactMap { command -> Double? in
            switch command {
            case .move(let point), .line(let point): point.x
            case .cubic(_, _, let point): point.x
            case .close: nil
            }
        }.max()
        let minimum = try #require(S.textBox("0", in: tree))
        #expect(try #require(haloEdge) <= minimum.frame.minX)
    }

    @Test func accessoryCircularCapacityIsAClosedRingAroundTheValue() throws {
        let tree = S.layout(gauge("accessoryCircularCapacity", fraction: 0.25), family: .accessoryCircular)
        let (ring, drawing) = try indicator(in: tree)
        #expect(drawing.style == .ring && ring.frame.width == 58)
        let value = try #require(S.textBox("V", in: tree))
        #expect(abs(value.frame.midX - ring.frame.midX) < 0.5)
        let arc = ProgressGeometry.parts(of: drawing, in: ring.frame)
        #expect(arc.count == 2)  // the track and the filled quarter
    }

    @Test func aCircularProgressViewIsACapacityGaugeInAWidgetAndEmptyWhenIndeterminate() throws {
        // ProgressView(timerInterval:countsDown:) { ... } currentValueLabel: { Text(timerInterval:) }.progressViewStyle(.circular)
        let tree = S.layout(gauge("circular", bounds: false, fraction: 0.25), family: .accessoryCircular)
        let (ring, drawing) = try indicator(in: tree)
        #expect(drawing.style == .ring && drawing.fraction == 0.25 && ring.frame.width == 58)
        let value = try #require(S.textBox("V", in: tree))
        #expect(abs(value.frame.midX - ring.frame.midX) < 0.5 && abs(value.frame.midY - ring.frame.midY) < 0.5)
        // ProgressView() with no value: an empty gauge, not a spinner's arc.
        let spinner = S.layout(.progress(ProgressNode(fraction: nil, style: "circular")), family: .systemSmall)
        #expect(try indicator(in: spinner).drawing.fraction == 0)
        // ProgressView("Loading...") with no value: its title on one line under the ring, not wrapped inside it.
        let titled = S.layout(.progress(ProgressNode(fraction: nil, style: "circular", label: S.text("Loading..."))), family: .systemSmall)
        let titledRing = try indicator(in: titled).box
        let title = try #require(S.textBox("Loading...", in: titled))
        #expect(title.frame.minY >= titledRing.frame.maxY && abs(title.frame.midX - titledRing.frame.midX) < 0.5)
        #expect(try #require(S.textLayout(containing: "Loading", in: titled)).lines.count == 1)
    }

    @Test func accessoryLinearPutsTheBoundsAtTheBarsEndsElseTheValueBeforeIt() throws {
        let tree = S.layout(gauge("accessoryLinear"), family: .accessoryRectangular)
        let (bar, drawing) = try indicator(in: tree)
        #expect(drawing.style == .markerBar)
        let minimum = try #require(S.textBox("0", in: tree))
        let maximum = try #require(S.textBox("500", in: tree))
        #expect(minimum.frame.maxX <= bar.frame.minX && bar.frame.maxX <= maximum.frame.minX)
        #expect(S.textBox("V", in: tree) == nil && S.textBox("L", in: tree) == nil)

        let unbounded = S.layout(gauge("accessoryLinear", bounds: false), family: .accessoryRectangular)
        let (plainBar, _) = try indicator(in: unbounded)
        #expect(try #require(S.textBox("V", in: unbounded)).frame.maxX <= plainBar.frame.minX)
    }

    @Test(arguments: ["linearCapacity", "accessoryLinearCapacity"])
    func capacityBarsHaveTheLabelAboveAndTheValueBelow(style: String) throws {
        let tree = S.layout(gauge(style), family: .systemSmall)
        let (bar, drawing) = try indicator(in: tree)
        #expect(drawing.style == .bar)
        #expect(try #require(S.textBox("L", in: tree)).frame.maxY <= bar.frame.minY)
        #expect(try #require(S.textBox("V", in: tree)).frame.minY >= bar.frame.maxY)
        #expect(try #require(S.textBox("0", in: tree)).frame.maxX <= bar.frame.minX)
        #expect(try #require(S.textBox("500", in: tree)).frame.minX >= bar.frame.maxX)
    }

    @Test func aGradientTintPaintsTheIndicatorAndAColorTintComesFromTheEnvironment() throws {
        let gradient = NodePaint.linearGradient(
            colors: [.named("green", opacity: 1), .named("mint", opacity: 1)], start: .leading, end: .trailing)
        let (_, tinted) = try indicator(in: S.layout(gauge("accessoryCircular", tint: gradient), family: .accessoryCircular))
        guard case .linear(let colors, _, _) = tinted.tint else {
            Issue.record("a gradient tint stays a gradient")
            return
        }
        #expect(colors.count == 2)
        let (_, plain) = try indicator(in: S.layout(gauge("accessoryLinear").modified(.tint(.named("red", opacity: 1)))))
        #expect(plain.tint == .color(ColorResolver(appearance: .light).resolve(.named("red", opacity: 1))))
    }
}

/// `ProgressView(timerInterval:)`: the bar is the fraction at the time drawn, not when the plugin made it.
struct TimerProgressLayoutTests {
    typealias S = LayoutTestSupport

    private func fraction(drawnAt now: Date, countsDown: Bool) -> Double? {
        let start = S.now.timeIntervalSince1970
        let node = ViewNode.progress(
            ProgressNode(fraction: 0.9, timer: ProgressTimer(start: start, end: start + 100, countsDown: countsDown)))
        let tree = LayoutEngine.layout(
            node, options: RenderOptions(family: .systemSmall, now: now, timeZone: TimeZone(identifier: "UTC")!),
            measurer: FakeTextMeasurer())
        for box in tree.allBoxes { if case .progress(let drawing) = box.content { return drawing.fraction } }
        return nil
    }

    @Test func timerBarsAreDrawnAtTheTimeDrawn() {
        #expect(fraction(drawnAt: S.now.addingTimeInterval(25), countsDown: true) == 0.75)
        #expect(fraction(drawnAt: S.now.addingTimeInterval(25), countsDown: false) == 0.25)
        #expect(fraction(drawnAt: S.now.addingTimeInterval(-50), countsDown: true) == 1)
        #expect(fraction(drawnAt: S.now.addingTimeInterval(500), countsDown: true) == 0)
        #expect(ProgressTimer(start: 10, end: 10, countsDown: false).fraction(at: 0) == 1)
    }
}
