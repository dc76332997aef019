import Foundation
import WidgetWire

/// Where the parts of drawn controls go, so every vector target draws switches, checkboxes,
/// progress views and text decorations the same way.
public enum ControlGeometry {
    /// The knob of a switch drawn in `frame`: a circle inset by 2 pt, at the trailing end when on.
    public static func switchKnob(in frame: LayoutRect, isOn: Bool) -> LayoutRect {
        let diameter = max(0, frame.height - 4)
        let x = isOn ? frame.maxX - 2 - diameter : frame.minX + 2
        return LayoutRect(x: x, y: frame.minY + 2, width: diameter, height: diameter)
    }

    /// The check mark of a checked checkbox in `frame`.
    public static func checkmark(in frame: LayoutRect) -> [PathCommand] {
        [
            .move(to: LayoutPoint(x: frame.minX + frame.width * 0.26, y: frame.minY + frame.height * 0.52)),
            .line(to: LayoutPoint(x: frame.minX + frame.width * 0.43, y: frame.minY + frame.height * 0.69)),
            .line(to: LayoutPoint(x: frame.minX + frame.width * 0.75, y: frame.minY + frame.height * 0.33)),
        ]
    }

    /// The filled part of a linear progress bar (a third of the bar when indeterminate).
    public static func progressFill(in frame: LayoutRect, fraction: Double?) -> LayoutRect {
        let width = frame.width * (fraction ?? 0.33)
        return LayoutRect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
    }

    /// The line width of a progress ring in `frame`.
    public static func ringWidth(in frame: LayoutRect) -> Double { max(2, min(frame.width, frame.height) * 0.12) }

    /// The ring's circle (centered in `frame`, inset by half the ring width).
    public static func ringCircle(in frame: LayoutRect) -> (center: LayoutPoint, radius: Double) {
        let radius = max(0, min(frame.width, frame.height) / 2 - ringWidth(in: frame) / 2)
        return (LayoutPoint(x: frame.midX, y: frame.midY), radius)
    }

    /// The arc a progress ring fills: clockwise from 12 o'clock over `fraction` of the circle.
    public static func ringArc(in frame: LayoutRect, fraction: Double?) -> [PathCommand] {
        let (center, radius) = ringCircle(in: frame)
        return arc(center: center, radius: radius, from: -Double.pi / 2, sweep: 2 * Double.pi * min(max(fraction ?? 0.25, 0), 1))
    }

    /// A circular arc from angle `from` (radians, clockwise on screen from 3 o'clock) over `sweep`, with a move to its start.
    public static func arc(center: LayoutPoint, radius: Double, from start: Double, sweep: Double) -> [PathCommand] {
        guard sweep > 0, radius > 0 else { return [] }
        let origin = PathPoint(x: center.x, y: center.y)
        let first = PathGeometry.point(onCircle: origin, radius: radius, angle: start)
        return [.move(to: LayoutPoint(x: first.x, y: first.y))]
            + ShapePath.commands(PathGeometry.arc(center: origin, radiusX: radius, radiusY: radius, startAngle: start, sweep: sweep))
    }

    /// How far above the baseline a strikethrough runs for `font`.
    public static func strikethroughRise(for font: ResolvedFont) -> Double { font.size * 0.3 }
    /// How far below the baseline an underline runs for `font`.
    public static func underlineDrop(for font: ResolvedFont) -> Double { font.size * 0.12 }
    /// The thickness of text decoration lines for `font`.
    public static func decorationThickness(for font: ResolvedFont) -> Double { max(1, font.size / 16) }
}
