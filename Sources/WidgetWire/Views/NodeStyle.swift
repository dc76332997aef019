/// A color in a view tree.
///
/// On the wire: a name (`"red"`, `"primary"`, `"secondary"`, `"clear"`,
/// `"accentColor"`), `{"name": "red", "opacity": 0.5}`,
/// `{"red": 1, "green": 0.5, "blue": 0, "opacity": 1}` (sRGB, 0…1), or
/// `{"light": <color>, "dark": <color>}`. Names are resolved by the renderer
/// for the appearance it draws (light or dark), as SwiftUI's system colors are.
public indirect enum NodeColor: Hashable, Sendable {
    /// A system or semantic color by name, with an opacity.
    case named(String, opacity: Double)
    /// An sRGB color, components 0…1.
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    /// A color that differs between light and dark appearance.
    case adaptive(light: NodeColor, dark: NodeColor)

    /// The system color names a renderer knows.
    public static let systemNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "tertiary", "quaternary", "accentColor",
        "background", "secondaryBackground",
    ]

    /// The same color with its opacity multiplied by `factor`.
    public func withOpacity(_ factor: Double) -> NodeColor {
        switch self {
        case .named(let name, let opacity): .named(name, opacity: opacity * factor)
        case .rgba(let red, let green, let blue, let opacity): .rgba(red: red, green: green, blue: blue, opacity: opacity * factor)
        case .adaptive(let light, let dark): .adaptive(light: light.withOpacity(factor), dark: dark.withOpacity(factor))
        }
    }

    /// The color with its opacity multiplied by `factor` and the product kept within 0…1, as SwiftUI's
    /// `Color.opacity(_:)` multiplies: `.green.opacity(0.5).opacity(2)` is opaque again.
    public func multiplyingOpacity(by factor: Double) -> NodeColor {
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        switch self {
        case .named(let name, let opacity): return .named(name, opacity: clamp(opacity * factor))
        case .rgba(let red, let green, let blue, let opacity):
            return .rgba(red: red, green: green, blue: blue, opacity: clamp(opacity * factor))
        case .adaptive(let light, let dark):
            return .adaptive(light: light.multiplyingOpacity(by: factor), dark: dark.multiplyingOpacity(by: factor))
        }
    }
}

extension NodeColor: Codable {
    private enum CodingKeys: String, CodingKey { case name, opacity, red, green, blue, light, dark }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .named(name, opacity: 1)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let opacity = try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self = .named(name, opacity: opacity)
        } else if let light = try container.decodeIfPresent(NodeColor.self, forKey: .light) {
            self = .adaptive(light: light, dark: try container.decode(NodeColor.self, forKey: .dark))
        } else {
            self = .rgba(
                red: try container.decode(Double.self, forKey: .red),
                green: try container.decode(Double.self, forKey: .green),
                blue: try container.decode(Double.self, forKey: .blue),
                opacity: opacity)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .named(let name, let opacity) where opacity == 1:
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .named(let name, let opacity):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(opacity, forKey: .opacity)
        case .rgba(let red, let green, let blue, let opacity):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(red, forKey: .red)
            try container.encode(green, forKey: .green)
            try container.encode(blue, forKey: .blue)
            try container.encode(opacity, forKey: .opacity)
        case .adaptive(let light, let dark):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(light, forKey: .light)
            try container.encode(dark, forKey: .dark)
        }
    }
}

/// How a shape or text is filled: a color or a gradient.
///
/// On the wire: a ``NodeColor``, or
/// `{"gradient": "linear", "colors": [<color>, ...], "start": "top", "end": "bottom"}`
/// (`"radial"` gradients use `"center"` and ignore `start`/`end`).
public enum NodePaint: Hashable, Sendable {
    case color(NodeColor)
    case linearGradient(colors: [NodeColor], start: NodeUnitPoint, end: NodeUnitPoint)
    case radialGradient(colors: [NodeColor], center: NodeUnitPoint)
}

extension NodePaint: Codable {
    private enum CodingKeys: String, CodingKey { case gradient, colors, start, end, center }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self),
            let kind = try container.decodeIfPresent(String.self, forKey: .gradient)
        {
            let colors = try container.decode([NodeColor].self, forKey: .colors)
            switch kind {
            case "linear":
                self = .linearGradient(
                    colors: colors,
                    start: try container.decodeIfPresent(NodeUnitPoint.self, forKey: .start) ?? .top,
                    end: try container.decodeIfPresent(NodeUnitPoint.self, forKey: .end) ?? .bottom)
            case "radial":
                self = .radialGradient(
                    colors: colors, center: try container.decodeIfPresent(NodeUnitPoint.self, forKey: .center) ?? .center)
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .gradient, in: container, debugDescription: "unknown gradient '\(kind)', expected linear or radial")
            }
            return
        }
        self = .color(try NodeColor(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .color(let color):
            try color.encode(to: encoder)
        case .linearGradient(let colors, let start, let end):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("linear", forKey: .gradient)
            try container.encode(colors, forKey: .colors)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
        case .radialGradient(let colors, let center):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("radial", forKey: .gradient)
            try container.encode(colors, forKey: .colors)
            try container.encode(center, forKey: .center)
        }
    }
}

/// A point in a unit square (`UnitPoint`): `{"x": 0.5, "y": 0}` or a name such as `"top"`.
public struct NodeUnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = NodeUnitPoint(x: 0, y: 0)
    public static let top = NodeUnitPoint(x: 0.5, y: 0)
    public static let topTrailing = NodeUnitPoint(x: 1, y: 0)
    public static let leading = NodeUnitPoint(x: 0, y: 0.5)
    public static let center = NodeUnitPoint(x: 0.5, y: 0.5)
    public static let trailing = NodeUnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = NodeUnitPoint(x: 0, y: 1)
    public static let bottom = NodeUnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = NodeUnitPoint(x: 1, y: 1)

    static let named: [String: NodeUnitPoint] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
        "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    ]
}

extension NodeUnitPoint: Codable {
    private enum CodingKeys: String, CodingKey { case x, y }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let point = Self.named[name] else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown unit point '\(name)'"))
            }
            self = point
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        x = try container.decode(Double.self, forKey: .x)
        y = try container.decode(Double.self, forKey: .y)
    }

    public func encode(to encoder: any Encoder) throws {
        if let name = Self.named.first(where: { $0.value == self })?.key {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        } else {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
        }
    }
}

/// A font: a text style, or an explicit size, with weight and design.
///
/// On the wire: `{"style": "headline"}`, `{"size": 28, "weight": "bold", "design": "rounded"}`.
public struct NodeFont: Codable, Hashable, Sendable {
    /// A Dynamic Type style: `largeTitle`, `title`, `title2`, `title3`, `headline`,
    /// `subheadline`, `body`, `callout`, `footnote`, `caption`, `caption2`.
    public var style: String?
    /// An explicit point size (`.system(size:)`).
    public var size: Double?
    /// `ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`.
    public var weight: String?
    /// `default`, `serif`, `rounded`, `monospaced`.
    public var design: String?

    public init(style: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }

    /// The point size and default weight of each text style (iOS, large Dynamic Type).
    public static let textStyles: [String: (size: Double, weight: String)] = [
        "largeTitle": (34, "regular"), "title": (28, "regular"), "title2": (22, "regular"), "title3": (20, "regular"),
        "headline": (17, "semibold"), "subheadline": (15, "regular"), "body": (17, "regular"), "callout": (16, "regular"),
        "footnote": (13, "regular"), "caption": (12, "regular"), "caption2": (11, "regular"),
    ]
}

/// An alignment: `center`, `leading`, `trailing`, `top`, `bottom`, `topLeading`,
/// `topTrailing`, `bottomLeading`, `bottomTrailing`, `firstTextBaseline`,
/// `lastTextBaseline`. A stack reads the component along its cross axis.
public enum NodeAlignment: String, Codable, CaseIterable, Hashable, Sendable {
    case center, leading, trailing, top, bottom
    case topLeading, topTrailing, bottomLeading, bottomTrailing
    case firstTextBaseline, lastTextBaseline

    /// The horizontal component: -1 leading, 0 center, 1 trailing.
    public var horizontal: Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: -1
        case .trailing, .topTrailing, .bottomTrailing: 1
        default: 0
        }
    }

    /// The vertical component: -1 top, 0 center, 1 bottom.
    public var vertical: Int {
        switch self {
        case .top, .topLeading, .topTrailing, .firstTextBaseline: -1
        case .bottom, .bottomLeading, .bottomTrailing, .lastTextBaseline: 1
        default: 0
        }
    }
}

/// A set of edges, for padding. On the wire: `"all"`, `"horizontal"`, `"vertical"`,
/// or an array of `top`, `leading`, `bottom`, `trailing`.
public struct NodeEdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = NodeEdgeSet(rawValue: 1)
    public static let leading = NodeEdgeSet(rawValue: 2)
    public static let bottom = NodeEdgeSet(rawValue: 4)
    public static let trailing = NodeEdgeSet(rawValue: 8)
    public static let horizontal: NodeEdgeSet = [.leading, .trailing]
    public static let vertical: NodeEdgeSet = [.top, .bottom]
    public static let all: NodeEdgeSet = [.top, .leading, .bottom, .trailing]

    static let names: [(String, NodeEdgeSet)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
}

extension NodeEdgeSet: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let name = try? container.decode(String.self) {
            switch name {
            case "all": self = .all
            case "horizontal": self = .horizontal
            case "vertical": self = .vertical
            default:
                guard let edge = Self.names.first(where: { $0.0 == name })?.1 else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown edge '\(name)'")
                }
                self = edge
            }
            return
        }
        var edges: NodeEdgeSet = []
        for name in try container.decode([String].self) {
            guard let edge = Self.names.first(where: { $0.0 == name })?.1 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown edge '\(name)'")
            }
            edges.insert(edge)
        }
        self = edges
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .all: try container.encode("all")
        case .horizontal: try container.encode("horizontal")
        case .vertical: try container.encode("vertical")
        default: try container.encode(Self.names.filter { contains($0.1) }.map(\.0))
        }
    }
}

/// A length in a frame: a number of points, or `"infinity"` (`.infinity`).
public struct FrameLength: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// `.infinity`: as large as offered.
    public static let infinity = FrameLength(.infinity)
}

extension FrameLength: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard text == "infinity" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number or \"infinity\"")
            }
            value = .infinity
        } else {
            value = try container.decode(Double.self)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isInfinite { try container.encode("infinity") } else { try container.encode(value) }
    }
}
