internal import WidgetWire

/// How views line up horizontally, as in a `VStack(alignment:)`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// -1 leading, 0 center, 1 trailing.
    let position: Int

    /// Lines views up on their leading edges.
    public static let leading = HorizontalAlignment(position: -1)
    /// Centers views horizontally.
    public static let center = HorizontalAlignment(position: 0)
    /// Lines views up on their trailing edges.
    public static let trailing = HorizontalAlignment(position: 1)

    /// The wire alignment of a vertical stack with this alignment.
    var node: NodeAlignment {
        switch position {
        case ..<0: .leading
        case 1...: .trailing
        default: .center
        }
    }
}

/// How views line up vertically, as in an `HStack(alignment:)`.
public struct VerticalAlignment: Hashable, Sendable {
    enum Position: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    let position: Position

    /// Lines views up on their top edges.
    public static let top = VerticalAlignment(position: .top)
    /// Centers views vertically.
    public static let center = VerticalAlignment(position: .center)
    /// Lines views up on their bottom edges.
    public static let bottom = VerticalAlignment(position: .bottom)
    /// Lines text up on the baseline of its first line.
    public static let firstTextBaseline = VerticalAlignment(position: .firstTextBaseline)
    /// Lines text up on the baseline of its last line.
    public static let lastTextBaseline = VerticalAlignment(position: .lastTextBaseline)

    /// The wire alignment of a horizontal stack with this alignment.
    var node: NodeAlignment {
        switch position {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}

/// A horizontal and a vertical alignment together, as in `ZStack(alignment:)` or `.frame(alignment:)`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment

    /// An alignment made of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The center.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The middle of the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centered horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centered horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The wire alignment. Text baselines off the center column count as top (first) or bottom (last).
    var node: NodeAlignment {
        switch (horizontal.node, vertical.node) {
        case (.center, let vertical): vertical
        case (let horizontal, .center): horizontal
        case (.leading, .top), (.leading, .firstTextBaseline): .topLeading
        case (.leading, _): .bottomLeading
        case (_, .top), (_, .firstTextBaseline): .topTrailing
        default: .bottomTrailing
        }
    }
}
