import Foundation
internal import WidgetWire

/// One edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, for `.padding(_:_:)` and friends.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// A set with the given raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding only `edge`.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The same edges on the wire.
        var node: NodeEdgeSet {
            var edges: NodeEdgeSet = []
            if contains(.top) { edges.insert(.top) }
            if contains(.leading) { edges.insert(.leading) }
            if contains(.bottom) { edges.insert(.bottom) }
            if contains(.trailing) { edges.insert(.trailing) }
            return edges
        }
    }
}

/// Insets for each edge of a rectangle, as `.padding(EdgeInsets(...))` takes.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset on the top edge, in points.
    public var top: CGFloat
    /// The inset on the leading edge, in points.
    public var leading: CGFloat
    /// The inset on the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset on the trailing edge, in points.
    public var trailing: CGFloat

    /// Insets of the given lengths; zero where not given.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same length on every edge (not in SwiftUI's API, but handy for margins).
    init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    /// The insets as wire paddings, one per distinct non-zero length, so
    /// `EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)` is two paddings.
    var paddings: [NodeModifier] {
        let lengths: [(Edge.Set, CGFloat)] = [(.top, top), (.leading, leading), (.bottom, bottom), (.trailing, trailing)]
        var groups: [(edges: Edge.Set, length: CGFloat)] = []
        for (edge, length) in lengths where length != 0 {
            if let index = groups.firstIndex(where: { $0.length == length }) {
                groups[index].edges.insert(edge)
            } else {
                groups.append((edge, length))
            }
        }
        if groups.isEmpty { return [.padding(edges: .all, length: 0)] }
        return groups.map { .padding(edges: $0.edges.node, length: Double($0.length)) }
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes, as `ViewThatFits(in:)` and `.fixedSize` take.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int8

        /// A set with the given raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
