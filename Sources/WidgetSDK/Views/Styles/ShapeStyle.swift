internal import WidgetWire

/// A color or pattern that fills or strokes a shape, colors text, or paints a background.
///
/// `Color`, the hierarchical styles (`.secondary`), the gradients and `.tint`
/// conform. `Text("Hi").foregroundStyle(.secondary)`,
/// `Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))`.
public protocol ShapeStyle {}

/// A shape style the serializer knows how to put on the wire.
protocol ResolvableShapeStyle {
    /// The paint this style stands for in `environment`; `nil` for the inherited foreground style.
    func resolvePaint(in environment: EnvironmentValues) -> NodePaint?
}

extension ShapeStyle {
    /// The paint this style stands for; `nil` (inherit) for styles the SDK does not know.
    func paint(in environment: EnvironmentValues) -> NodePaint? {
        (self as? any ResolvableShapeStyle)?.resolvePaint(in: environment)
    }

    /// The style as a view that fills the space it is offered: a color node, or a rectangle filled with a gradient.
    func fillNode(in environment: EnvironmentValues) -> ViewNode {
        switch paint(in: environment) {
        case .color(let color): .color(color)
        case let paint: .shape(ShapeNode(shape: .rectangle, fill: paint))
        }
    }

    /// This style with its opacity multiplied by `opacity`.
    ///
    /// ```swift
    /// Text("Hi").foregroundStyle(.secondary.opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        let base = self
        return AnyShapeStyle { base.paint(in: $0)?.withOpacity(opacity) }
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    private let resolve: (EnvironmentValues) -> NodePaint?

    /// Erases the type of `style`.
    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style.paint(in: $0) }
    }

    init(resolve: @escaping (EnvironmentValues) -> NodePaint?) {
        self.resolve = resolve
    }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { resolve(environment) }
}

extension NodePaint {
    /// The same paint with every color's opacity multiplied by `factor`.
    func withOpacity(_ factor: Double) -> NodePaint {
        switch self {
        case .color(let color): .color(color.withOpacity(factor))
        case .linearGradient(let colors, let start, let end):
            .linearGradient(colors: colors.map { $0.withOpacity(factor) }, start: start, end: end)
        case .radialGradient(let colors, let center): .radialGradient(colors: colors.map { $0.withOpacity(factor) }, center: center)
        }
    }

    /// The paint's color, or its first color for a gradient (where the wire takes one color, as a border's shadow).
    var firstColor: NodeColor? {
        switch self {
        case .color(let color): color
        case .linearGradient(let colors, _, _), .radialGradient(let colors, _): colors.first
        }
    }
}
