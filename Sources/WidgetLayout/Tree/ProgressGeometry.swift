import Foundation

/// One piece of a drawn progress indicator: an outline filled, or stroked with round caps.
public struct ProgressPart: Sendable {
    public var commands: [PathCommand]
    public var paint: ResolvedPaint
    /// The stroke width; `nil` fills the outline.
    public var lineWidth: Double?

    public init(commands: [PathCommand], paint: ResolvedPaint, lineWidth: Double?) {
        self.commands = commands
        self.paint = paint
        self.lineWidth = lineWidth
    }
}

/// Where the parts of progress views and gauges go, so every vector target draws bars, rings, the
/// open ring of `.accessoryCircular` and the marker bar of `.accessoryLinear` the same way.
public enum ProgressGeometry {
    /// Where the open ring of `.accessoryCircular` starts: the bottom-leading end, 135° clockwise from 3 o'clock.
    public static let openRingStart = 0.75 * Double.pi
    /// How far the open ring runs: 270°, leaving the bottom quarter open for the bounds labels.
    public static let openRingSweep = 1.5 * Double.pi

    /// The parts of `drawing` in `frame`, back to front.
    public static func parts(of drawing: ProgressDrawing, in frame: LayoutRect) -> [ProgressPart] {
        let fraction = drawing.fraction.map { min(max($0, 0), 1) }
        switch drawing.style {
        case .bar:
            let radius = frame.height / 2
            var parts = [ProgressPart(commands: ShapePath.roundedRect(frame, radius: radius), paint: .color(drawing.track), lineWidth: nil)]
            let fill = ControlGeometry.progressFill(in: frame, fraction: fraction)
            if fill.width > 0 {
                parts.append(ProgressPart(commands: ShapePath.roundedRect(fill, radius: radius), paint: drawing.tint, lineWidth: nil))
            }
            return parts
        case .ring:
            let (center, radius) = ControlGeometry.ringCircle(in: frame)
            let width = ControlGeometry.ringWidth(in: frame)
            let circle = LayoutRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
            return [
                ProgressPart(commands: ShapePath.ellipse(in: circle), paint: .color(drawing.track), lineWidth: width),
                ProgressPart(commands: ControlGeometry.ringArc(in: frame, fraction: fraction), paint: drawing.tint, lineWidth: width),
            ]
        case .openRing:
            return openRing(drawing, fraction: fraction ?? 0, in: frame)
        case .markerBar:
            let height = frame.height
            let bar = ProgressPart(commands: ShapePath.roundedRect(frame, radius: height / 2), paint: drawing.tint, lineWidth: nil)
            let x = frame.minX + height / 2 + (frame.width - height) * (fraction ?? 0)
            return [bar] + marker(at: LayoutPoint(x: x, y: frame.midY), diameter: height * 1.6, drawing)
        }
    }

    /// The line width of the open ring in `frame`.
    public static func openRingWidth(in frame: LayoutRect) -> Double { max(2, min(frame.width, frame.height) * 0.1) }

    /// The open ring's circle: centered in `frame`, inset by half its line width.
    public static func openRingCircle(in frame: LayoutRect) -> (center: LayoutPoint, radius: Double) {
        (LayoutPoint(x: frame.midX, y: frame.midY), max(0, min(frame.width, frame.height) / 2 - openRingWidth(in: frame) / 2))
    }

    /// Where a fraction lands on the open ring.
    public static func openRingPoint(in frame: LayoutRect, fraction: Double) -> LayoutPoint {
        let (center, radius) = openRingCircle(in: frame)
        let angle = openRingStart + openRingSweep * min(max(fraction, 0), 1)
        return LayoutPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    private static func openRing(_ drawing: ProgressDrawing, fraction: Double, in frame: LayoutRect) -> [ProgressPart] {
        let (center, radius) = openRingCircle(in: frame)
        let width = openRingWidth(in: frame)
        let arc = ControlGeometry.arc(center: center, radius: radius, from: openRingStart, sweep: openRingSweep)
        let ring = ProgressPart(commands: arc, paint: drawing.tint, lineWidth: width)
        return [ring] + marker(at: openRingPoint(in: frame, fraction: fraction), diameter: width, drawing)
    }

    /// The marker of the marker styles: a dot in the marker color ringed by the track color, cut into the track.
    private static func marker(at point: LayoutPoint, diameter: Double, _ drawing: ProgressDrawing) -> [ProgressPart] {
        let outer = diameter + 3
        let ring = LayoutRect(x: point.x - outer / 2, y: point.y - outer / 2, width: outer, height: outer)
        let dot = LayoutRect(x: point.x - diameter / 2, y: point.y - diameter / 2, width: diameter, height: diameter)
        return [
            ProgressPart(commands: ShapePath.ellipse(in: ring), paint: .color(drawing.track), lineWidth: nil),
            ProgressPart(commands: ShapePath.ellipse(in: dot), paint: .color(drawing.marker), lineWidth: nil),
        ]
    }
}
