import Foundation

/// Where an expanded Dynamic Island region sits, as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    let name: String

    /// Beside the TrueDepth camera, on its left.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the TrueDepth camera, on its right.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of a Live Activity's expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
///
/// ```swift
/// DynamicIslandExpandedRegion(.leading) { Label("Bakery", systemImage: "bag.fill") }
/// ```
public struct DynamicIslandExpandedRegion<Content: View> {
    /// Where the region sits.
    public let position: DynamicIslandExpandedRegionPosition
    /// Which region gets room first when they compete.
    public let priority: Double
    let content: Content

    /// A region at `position` showing `content`.
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// The regions of an expanded Dynamic Island, as the builder of `DynamicIsland`'s `expanded:` closure collects them.
public struct DynamicIslandExpandedContent {
    /// Where each region sits, in order.
    public let positions: [DynamicIslandExpandedRegionPosition]
}

/// Collects the regions of an expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(positions: [region.position])
    }

    /// The regions, in order.
    public static func buildBlock(_ parts: DynamicIslandExpandedContent...) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(positions: parts.flatMap(\.positions))
    }

    /// The regions of an `if` without `else`, or none.
    public static func buildOptional(_ part: DynamicIslandExpandedContent?) -> DynamicIslandExpandedContent {
        part ?? DynamicIslandExpandedContent(positions: [])
    }

    /// The regions of an `if` branch.
    public static func buildEither(first part: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { part }

    /// The regions of an `else` branch.
    public static func buildEither(second part: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { part }
}

/// A Live Activity's Dynamic Island presentations, as WidgetKit's `DynamicIsland`: the expanded
/// regions, the compact leading and trailing views, and the minimal view.
///
/// There is no Dynamic Island on this platform: the views type-check and are not drawn (the
/// bundle lists its ``ActivityConfiguration`` as not supported).
public struct DynamicIsland {
    /// The positions of the expanded regions.
    public let expandedPositions: [DynamicIslandExpandedRegionPosition]
    /// The color of the Dynamic Island's outline (`keylineTint`).
    public private(set) var keylineTint: Color?
    /// The URL the Dynamic Island opens when tapped (`widgetURL`).
    public private(set) var url: URL?

    /// The presentations of a Live Activity in the Dynamic Island.
    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        expandedPositions = expanded().positions
    }

    /// Tints the outline of the Dynamic Island.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// The URL to open when the Dynamic Island is tapped.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    /// Margins around the Dynamic Island's content. Accepted; there is no Dynamic Island to lay out.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode = .expanded) -> DynamicIsland {
        self
    }
}

/// A Dynamic Island presentation, as `contentMargins(_:_:for:)` names it.
public enum DynamicIslandMode: Hashable, Sendable {
    case compact, expanded, minimal
}
