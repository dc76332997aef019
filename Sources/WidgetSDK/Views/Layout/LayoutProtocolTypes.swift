import Foundation

/// A size proposed to a layout's subview; `nil` on an axis leaves it to the subview.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `size`'s lengths where it leaves them unspecified.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The subviews a ``Layout`` places. WidgetHost lays stacks out in the host, so a layout's own code sees none.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> LayoutSubview { LayoutSubview() }
    /// How subviews are laid out by default.
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// One subview of a ``Layout``.
public struct LayoutSubview: Sendable {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(width: 0, height: 0) }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public var spacing: ViewSpacing { ViewSpacing() }
    public var priority: Double { 0 }
}

/// A subview's size.
public struct ViewDimensions: Sendable {
    public let width: CGFloat
    public let height: CGFloat
}

/// The spacing around a subview.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A layout's orientation.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// The direction text and layouts run in.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}
