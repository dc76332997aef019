internal import WidgetWire

/// The translucent backdrop of a Lock Screen accessory widget, in the widget's own shape.
///
/// ```swift
/// ZStack { AccessoryWidgetBackground(); Image(systemName: "drop.fill") }
/// ```
public struct AccessoryWidgetBackground: View, PrimitiveView {
    public typealias Body = Never

    /// The accessory backdrop.
    public init() {}

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        [.shape(ShapeNode(shape: .containerRelative, fill: .color(.named("gray", opacity: 0.3))))]
    }
}
