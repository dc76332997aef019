import Foundation

/// The corner radii of a rectangle, one per corner (``UnevenRoundedRectangle``).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    /// Radii for each corner; 0 leaves a corner square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded by different radii (iOS 17).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.blue)
/// ```
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner; 0 leaves a corner square.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline: each corner an arc of its radius, no radius larger than half the shorter side.
    public func path(in rect: CGRect) -> Path {
        let limit = max(min(rect.width, rect.height) / 2, 0)
        func radius(_ value: CGFloat) -> CGFloat { min(max(value, 0), limit) }
        let topLeading = radius(cornerRadii.topLeading)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
            radius: radius(cornerRadii.topTrailing))
        path.addArc(
            tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
            radius: radius(cornerRadii.bottomTrailing))
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
            radius: radius(cornerRadii.bottomLeading))
        path.addArc(
            tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: topLeading)
        path.closeSubpath()
        return path
    }
}

/// A shape that can be drawn inset from its edge: `Circle().inset(by: 4)`.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape, its edge moved `amount` points inward on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset from its edge by a number of points (what `inset(by:)` gives).
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// The base shape's outline in `rect` made smaller by the inset on every side.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2)))
    }

    /// This shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

extension InsettableShape {
    /// This shape, its edge moved `amount` points inward on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(base: self, amount: amount)
    }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
extension ContainerRelativeShape: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
