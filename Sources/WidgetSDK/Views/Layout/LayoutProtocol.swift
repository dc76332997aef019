import Foundation

/// SwiftUI's `Layout`: the stack layouts (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``, and
/// ``AnyLayout`` switching between them) lay their content out as the stacks do. A layout of your own
/// builds, and its content is laid out as a `VStack`: the host lays views out after they cross the ABI,
/// where the layout's code cannot run.
///
/// ```swift
/// let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Text(entry.city); Text(entry.temperature) }
/// ```
public protocol Layout {
    /// What the layout computes once for its subviews; `Void` by default.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// The layout's orientation, for spacing.
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    )
        -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    )
        -> CGFloat?
    /// How WidgetHost lays the content out: as one of the stacks.
    var _stack: _LayoutStack { get }
}

/// The stack a ``Layout``'s content is laid out as.
public enum _LayoutStack: Sendable {
    case horizontal(VerticalAlignment, CGFloat?)
    case vertical(HorizontalAlignment, CGFloat?)
    case depth(Alignment)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }
    /// A layout of your own is laid out as a `VStack`.
    public var _stack: _LayoutStack { .vertical(.center, nil) }

    /// `content` laid out by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LaidOut(stack: _stack, content: content())
    }
}

/// A layout's content, as the stack the layout stands for.
private struct LaidOut<Content: View>: View {
    let stack: _LayoutStack
    let content: Content

    var body: some View {
        switch stack {
        case .horizontal(let alignment, let spacing): AnyView(HStack(alignment: alignment, spacing: spacing) { content })
        case .vertical(let alignment, let spacing): AnyView(VStack(alignment: alignment, spacing: spacing) { content })
        case .depth(let alignment): AnyView(ZStack(alignment: alignment) { content })
        }
    }
}

/// Children in a row, as `HStack`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public var _stack: _LayoutStack { .horizontal(alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Children in a column, as `VStack`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public var _stack: _LayoutStack { .vertical(alignment, spacing) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Children on top of each other, as `ZStack`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public var _stack: _LayoutStack { .depth(alignment) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Any layout, chosen at run time: `AnyLayout(HStackLayout())` or `AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    public let _stack: _LayoutStack
    public init<L: Layout>(_ layout: L) { _stack = layout._stack }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
