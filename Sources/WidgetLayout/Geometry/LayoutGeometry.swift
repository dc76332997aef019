import WidgetWire

/// A point in widget coordinates (points, origin at the widget's top-left corner).
public struct LayoutPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A size in points.
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = LayoutSize(width: 0, height: 0)
}

/// A rectangle in widget coordinates.
public struct LayoutRect: Hashable, Sendable {
    public var origin: LayoutPoint
    public var size: LayoutSize

    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each side (never below zero size).
    public func inset(by insets: LayoutInsets) -> LayoutRect {
        LayoutRect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    /// The smallest rectangle containing this one and `other`.
    public func union(_ other: LayoutRect) -> LayoutRect {
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return LayoutRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// Whether `other` overlaps this rectangle by a positive area.
    public func intersects(_ other: LayoutRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (within `tolerance` points).
    public func contains(_ other: LayoutRect, tolerance: Double = 0.01) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance && other.maxX <= maxX + tolerance
            && other.maxY <= maxY + tolerance
    }
}
