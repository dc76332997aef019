import Foundation
internal import WidgetWire

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`): its size and the spacing after it.
public struct GridItem: Hashable, Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Hashable, Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// An equal share of the space, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` long. There is no measuring
        /// pass in the plugin, so it counts as one flexible column.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How long the column (or row) is.
    public var size: Size
    /// The space after this column (or row); `nil` is the default.
    public var spacing: CGFloat?
    /// How cells sit in this column (or row).
    public var alignment: Alignment?

    /// A grid column (or row).
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The frame a cell gets in this column (`vertical` false) or row (`vertical` true); without an alignment of
    /// its own, the cell sits in it as the grid's `alignment` says (`LazyVGrid(columns:alignment: .leading)`).
    func cellFrame(vertical: Bool, gridAlignment: Alignment) -> NodeModifier {
        let alignment = (self.alignment ?? gridAlignment).node
        switch (size, vertical) {
        case (.fixed(let length), false): return .frame(FrameSpec(width: Double(length), alignment: alignment))
        case (.fixed(let length), true): return .frame(FrameSpec(height: Double(length), alignment: alignment))
        case (.flexible(let minimum, let maximum), false), (.adaptive(let minimum, let maximum), false):
            return .frame(FrameSpec(minWidth: FrameLength(Double(minimum)), maxWidth: FrameLength(Double(maximum)), alignment: alignment))
        case (.flexible(let minimum, let maximum), true), (.adaptive(let minimum, let maximum), true):
            return .frame(FrameSpec(minHeight: FrameLength(Double(minimum)), maxHeight: FrameLength(Double(maximum)), alignment: alignment))
        }
    }
}

/// Cells laid out in rows across the given columns, as in SwiftUI's `LazyVGrid`. Widgets do not
/// scroll, so every cell is laid out; a short last row is padded with spacers.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
///     ForEach(entry.shortcuts) { Label($0.name, systemImage: $0.symbol) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with `columns`; `spacing` is between rows.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns.isEmpty ? [GridItem()] : columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let lines = GridItem.lines(
            of: ViewSerializer.nodes(content, in: environment), across: columns, vertical: false,
            alignment: Alignment(horizontal: alignment, vertical: .center))
        return [.stack(StackNode(axis: .vertical, alignment: alignment.node, spacing: spacing.map(Double.init), children: lines))]
    }
}

/// Cells laid out in columns down the given rows, as in SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid with `rows`; `spacing` is between columns.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows.isEmpty ? [GridItem()] : rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let lines = GridItem.lines(
            of: ViewSerializer.nodes(content, in: environment), across: rows, vertical: true,
            alignment: Alignment(horizontal: .center, vertical: alignment))
        return [.stack(StackNode(axis: .horizontal, alignment: alignment.node, spacing: spacing.map(Double.init), children: lines))]
    }
}

extension GridItem {
    /// `cells` cut into lines of `items.count`, each cell framed by its item: rows of a vertical
    /// grid (horizontal stacks) or columns of a horizontal one (vertical stacks). A lazy grid grows along its
    /// lines without bound, so a line is as tall (wide) as its cells' ideal size, never a share of the space:
    /// a `.frame(maxHeight: .infinity)` cell of a `LazyVGrid` does not stretch to the widget's height.
    static func lines(of cells: [ViewNode], across items: [GridItem], vertical: Bool, alignment: Alignment) -> [ViewNode] {
        stride(from: 0, to: cells.count, by: items.count).map { start in
            let line = cells[start..<min(start + items.count, cells.count)]
            let framed = items.indices.map { index in
                let cell = start + index < cells.count ? line[start + index] : .spacer(minLength: 0)
                return cell.modified(items[index].cellFrame(vertical: vertical, gridAlignment: alignment))
            }
            let stack = ViewNode.stack(
                StackNode(axis: vertical ? .vertical : .horizontal, spacing: items.first?.spacing.map(Double.init), children: framed))
            return stack.modified(.fixedSize(horizontal: vertical, vertical: !vertical))
        }
    }
}
