import Foundation
import WidgetWire

/// A custom shape's outline, parsed: commands relative to its frame's origin, made for `size` (scaled
/// to the frame it is drawn in) or for none (drawn as is).
public struct LayoutPath: Hashable, Sendable {
    public var commands: [PathCommand]
    /// The size the outline was made for; `nil` draws it unscaled.
    public var size: LayoutSize?

    public init(commands: [PathCommand], size: LayoutSize?) {
        self.commands = commands
        self.size = size
    }

    /// The outline of `data`; an empty one when its path data does not parse.
    public init(_ data: ShapePathData) {
        commands = (try? SymbolPath.parse(data.d)) ?? []
        if let width = data.width, let height = data.height, width > 0, height > 0, width.isFinite, height.isFinite {
            size = LayoutSize(width: width, height: height)
        } else {
            size = nil
        }
    }
}

/// How a shape's outline is stroked beyond its width.
public struct LayoutStrokeStyle: Hashable, Sendable {
    /// How open line ends are drawn.
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    /// How corners are drawn.
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Dash and gap lengths in points, alternating; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Round caps and joins: what controls, symbols and rings are stroked with.
    public static let rounded = LayoutStrokeStyle(cap: .round, join: .round)

    /// The style `spec` describes (SwiftUI's defaults for what it leaves out); invalid dashes draw solid.
    public init(_ spec: StrokeStyleSpec?) {
        self.init()
        guard let spec else { return }
        cap = spec.lineCap.flatMap(Cap.init(rawValue:)) ?? .butt
        join = spec.lineJoin.flatMap(Join.init(rawValue:)) ?? .miter
        miterLimit = spec.miterLimit.map { max(1, $0) } ?? 10
        let dash = spec.dash ?? []
        if dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }), dash.count <= 64 { self.dash = dash }
        dashPhase = spec.dashPhase.flatMap { $0.isFinite ? $0 : nil } ?? 0
    }
}

/// A draw-time transform of a box and its children (`.rotationEffect`, `.scaleEffect`), about `anchor`.
public struct LayoutTransform: Hashable, Sendable {
    /// Clockwise rotation, in degrees.
    public var degrees: Double
    public var scaleX: Double
    public var scaleY: Double
    /// The fixed point, in widget coordinates.
    public var anchor: LayoutPoint

    public init(degrees: Double = 0, scaleX: Double = 1, scaleY: Double = 1, anchor: LayoutPoint) {
        self.degrees = degrees
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.anchor = anchor
    }

    /// The affine matrix `(a, b, c, d, tx, ty)`: translate to the anchor, rotate, scale, translate back.
    public var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let radians = degrees * .pi / 180
        let cosine = cos(radians)
        let sine = sin(radians)
        let a = cosine * scaleX
        let b = sine * scaleX
        let c = -sine * scaleY
        let d = cosine * scaleY
        return (a, b, c, d, anchor.x - a * anchor.x - c * anchor.y, anchor.y - b * anchor.x - d * anchor.y)
    }

    /// Where `point` is drawn.
    public func apply(_ point: LayoutPoint) -> LayoutPoint {
        let m = matrix
        return LayoutPoint(x: m.a * point.x + m.c * point.y + m.tx, y: m.b * point.x + m.d * point.y + m.ty)
    }
}

/// How a progress view or gauge draws its track and value.
public struct ProgressDrawing: Hashable, Sendable {
    /// The kinds of indicator.
    public enum Style: String, Hashable, Sendable {
        /// A bar filled from the leading edge (`ProgressView`, the capacity gauges).
        case bar
        /// A closed ring filled clockwise from 12 o'clock (circular progress, `.accessoryCircularCapacity`).
        case ring
        /// A 270° ring open at the bottom, with a marker at the value (`.accessoryCircular`).
        case openRing
        /// A bar with a marker at the value (`.accessoryLinear`).
        case markerBar
    }

    /// The value, 0…1; `nil` for indeterminate.
    public var fraction: Double?
    public var style: Style
    /// The filled part (a color, or the gradient of `.tint(Gradient(...))`).
    public var tint: ResolvedPaint
    /// The unfilled track.
    public var track: RGBAColor
    /// The marker of the marker styles.
    public var marker: RGBAColor

    public init(fraction: Double?, style: Style, tint: ResolvedPaint, track: RGBAColor, marker: RGBAColor = .white) {
        self.fraction = fraction
        self.style = style
        self.tint = tint
        self.track = track
        self.marker = marker
    }

    /// Whether the indicator is round.
    public var isCircular: Bool { style == .ring || style == .openRing }
}
