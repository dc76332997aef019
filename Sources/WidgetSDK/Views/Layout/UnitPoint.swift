import Foundation
internal import WidgetWire

/// A point in a unit square, (0, 0) top leading to (1, 1) bottom trailing: where a gradient starts and ends.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal position, 0…1.
    public var x: CGFloat
    /// The vertical position, 0…1.
    public var y: CGFloat

    /// The point at the origin.
    public init() { self.init(x: 0, y: 0) }

    /// The point (`x`, `y`) of the unit square.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The zero point, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center point, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading point, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing point, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top point, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom point, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The topLeading point, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The topTrailing point, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottomLeading point, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottomTrailing point, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The same point on the wire.
    var node: NodeUnitPoint { NodeUnitPoint(x: Double(x), y: Double(y)) }
}
