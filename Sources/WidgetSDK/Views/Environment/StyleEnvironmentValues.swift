internal import WidgetWire

private struct TintPaintKey: EnvironmentKey { static var defaultValue: NodePaint? { nil } }
private struct ForegroundPaintKey: EnvironmentKey { static var defaultValue: NodePaint? { nil } }

// Styles that modifiers hand down to the views they contain, so the serializer can
// resolve `.tint` and the stroke of `Circle().stroke(lineWidth:)` where the wire
// cannot say "inherited".
extension EnvironmentValues {
    /// The paint of the nearest `.tint(_:)`, if any.
    var tintPaint: NodePaint? {
        get { self[TintPaintKey.self] }
        set { self[TintPaintKey.self] = newValue }
    }

    /// The paint of the nearest `.foregroundColor(_:)` / `.foregroundStyle(_:)`, if any.
    var foregroundPaint: NodePaint? {
        get { self[ForegroundPaintKey.self] }
        set { self[ForegroundPaintKey.self] = newValue }
    }
}
