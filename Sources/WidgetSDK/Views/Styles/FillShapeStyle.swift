internal import WidgetWire

/// The system fill for shapes and backgrounds: a translucent gray, at four levels.
///
/// ```swift
/// MyWidgetEntryView(entry: entry).containerBackground(.fill.tertiary, for: .widget)   // Xcode's widget template
/// ```
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable, ResolvableShapeStyle {
    /// The opacity of the gray at this level (iOS's system fills: 0.2, 0.16, 0.12, 0.08).
    let opacity: Double

    /// The primary fill.
    public init() { self.opacity = 0.2 }

    init(opacity: Double) { self.opacity = opacity }

    /// The secondary fill.
    public var secondary: FillShapeStyle { FillShapeStyle(opacity: 0.16) }
    /// The tertiary fill.
    public var tertiary: FillShapeStyle { FillShapeStyle(opacity: 0.12) }
    /// The quaternary fill.
    public var quaternary: FillShapeStyle { FillShapeStyle(opacity: 0.08) }

    func resolvePaint(in environment: EnvironmentValues) -> NodePaint? { .color(.named("gray", opacity: opacity)) }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

// A style at a lower level of emphasis (`.foreground.secondary`, `Color.blue.tertiary`).
// The foreground style maps to the hierarchical styles; other styles fade, as iOS's label levels do.
extension ShapeStyle {
    /// This style at the secondary level.
    public var secondary: some ShapeStyle { level("secondary", opacity: 0.6) }
    /// This style at the tertiary level.
    public var tertiary: some ShapeStyle { level("tertiary", opacity: 0.3) }
    /// This style at the quaternary level.
    public var quaternary: some ShapeStyle { level("quaternary", opacity: 0.18) }
    /// This style at the quinary level.
    public var quinary: some ShapeStyle { level("quaternary", opacity: 0.1) }

    private func level(_ name: String, opacity: Double) -> AnyShapeStyle {
        let base = self
        return AnyShapeStyle { environment in
            base.paint(in: environment)?.withOpacity(opacity) ?? .color(.named(name, opacity: 1))
        }
    }
}
