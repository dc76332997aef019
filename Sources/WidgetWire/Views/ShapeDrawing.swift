/// The outline of a custom shape (`Shape.path(in:)`, a `Path` used as a view), in points.
///
/// On the wire: `{"d": "M0 40 Q16 30 32 40 L32 64 L0 64 Z", "width": 32, "height": 64}`. `d` is SVG path
/// data (absolute or relative `M L H V C S Q T A Z`; the Swift SDK writes `M L Q C Z`). A path crosses
/// the wire before the host lays the view out, so the SDK evaluates `path(in:)` for the size it expects
/// the shape to get and records that size as `width` × `height`: the host scales the outline from it to
/// the frame the layout gives the shape (exact when the two agree, as in a fixed `.frame`). Without
/// `width` and `height` (a `Path` used as a view, whose outline does not depend on a size) the outline is
/// drawn as it is, from the frame's top-leading corner.
public struct ShapePathData: Codable, Hashable, Sendable {
    /// SVG path data, in points relative to the shape's frame.
    public var d: String
    /// The width `path(in:)` was evaluated for, if the outline was made for a size.
    public var width: Double?
    /// The height `path(in:)` was evaluated for, if the outline was made for a size.
    public var height: Double?

    public init(d: String, width: Double? = nil, height: Double? = nil) {
        self.d = d
        self.width = width
        self.height = height
    }

    /// `elements` as path data, made for a `width` × `height` rectangle (or for none).
    public init(_ elements: [PathElement], width: Double? = nil, height: Double? = nil) {
        self.init(d: PathDataText.format(elements), width: width, height: height)
    }
}

/// `.trim(from:to:)` on a shape: the part of its outline drawn, as fractions of its length.
///
/// On the wire: `{"from": 0, "to": 0.75}`.
public struct ShapeTrim: Codable, Hashable, Sendable {
    public var from: Double
    public var to: Double

    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}

/// How a shape's outline is stroked beyond its width (`StrokeStyle`). Unset fields are SwiftUI's defaults:
/// butt caps, miter joins, miter limit 10, no dashes.
///
/// On the wire: `{"lineCap": "round", "lineJoin": "round", "dash": [4, 2], "dashPhase": 0}`.
public struct StrokeStyleSpec: Codable, Hashable, Sendable {
    /// `butt`, `round` or `square`.
    public var lineCap: String?
    /// `miter`, `round` or `bevel`.
    public var lineJoin: String?
    public var miterLimit: Double?
    /// Lengths of dashes and gaps, in points, alternating.
    public var dash: [Double]?
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double?

    public init(lineCap: String? = nil, lineJoin: String? = nil, miterLimit: Double? = nil, dash: [Double]? = nil, dashPhase: Double? = nil)
    {
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
