import Foundation
internal import WidgetWire

/// Arranges its children in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text(entry.task.title).font(.headline)
///     Text(entry.task.content).font(.caption)
/// }
/// ```
public struct VStack<Content: View>: View, SingleNodeView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack; `spacing` `nil` is the system's default spacing.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(
            StackNode(
                axis: .vertical, alignment: alignment.node, spacing: spacing.map(Double.init),
                children: ViewSerializer.nodes(content, in: environment)))
    }
}

/// Arranges its children in a horizontal line.
///
/// ```swift
/// HStack(spacing: 20) { Image(systemName: "star"); Text("Favorites") }
/// ```
public struct HStack<Content: View>: View, SingleNodeView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack; `spacing` `nil` is the system's default spacing.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(
            StackNode(
                axis: .horizontal, alignment: alignment.node, spacing: spacing.map(Double.init),
                children: ViewSerializer.nodes(content, in: environment)))
    }
}

/// Overlays its children, the first at the back, aligned by `alignment`.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) { Color.blue; Text("42").padding(4) }
/// ```
public struct ZStack<Content: View>: View, SingleNodeView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// A depth stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .stack(StackNode(axis: .depth, alignment: alignment.node, children: ViewSerializer.nodes(content, in: environment)))
    }
}

/// A vertical stack that would create its children lazily in a scroll view. Widgets do not
/// scroll, so it lays out as a `VStack`; pinned views are accepted.
public struct LazyVStack<Content: View>: View, SingleNodeView {
    public typealias Body = Never
    let stack: VStack<Content>

    /// A lazy vertical stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode { stack.makeNode(in: environment) }
}

/// A horizontal stack that would create its children lazily in a scroll view. Widgets do not
/// scroll, so it lays out as an `HStack`; pinned views are accepted.
public struct LazyHStack<Content: View>: View, SingleNodeView {
    public typealias Body = Never
    let stack: HStack<Content>

    /// A lazy horizontal stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode { stack.makeNode(in: environment) }
}

/// The views a lazy stack pins while scrolling. Accepted for source compatibility.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt32

    /// Views with the given raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pins section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pins section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
