/// A paint with every color resolved for one appearance: what renderers fill with.
public enum ResolvedPaint: Hashable, Sendable {
    /// A flat color.
    case color(RGBAColor)
    /// A linear gradient between two unit points of the filled rectangle.
    case linear(colors: [RGBAColor], start: LayoutPoint, end: LayoutPoint)
    /// A radial gradient from a unit point of the filled rectangle out to its farthest edge.
    case radial(colors: [RGBAColor], center: LayoutPoint)

    /// One representative color (a gradient's middle color), for targets that cannot draw gradients.
    public var dominantColor: RGBAColor {
        switch self {
        case .color(let color): color
        case .linear(let colors, _, _), .radial(let colors, _): colors.isEmpty ? .clear : colors[colors.count / 2]
        }
    }

    /// Whether nothing would show when filling with this paint.
    public var isInvisible: Bool {
        switch self {
        case .color(let color): color.alpha <= 0.001
        case .linear(let colors, _, _), .radial(let colors, _): colors.allSatisfy { $0.alpha <= 0.001 }
        }
    }

    /// The same paint with every color's alpha multiplied by `factor`.
    public func withAlpha(_ factor: Double) -> ResolvedPaint {
        switch self {
        case .color(let color): .color(color.withAlpha(factor))
        case .linear(let colors, let start, let end): .linear(colors: colors.map { $0.withAlpha(factor) }, start: start, end: end)
        case .radial(let colors, let center): .radial(colors: colors.map { $0.withAlpha(factor) }, center: center)
        }
    }

    /// Evenly spaced stops (0…1) for a gradient with `count` colors.
    public static func stopOffsets(count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}
