import Foundation
internal import WidgetWire

/// Rows of cells (`GridRow`s), as in SwiftUI's `Grid`: the host lines the cells up in columns, each as wide
/// as its widest cell (columns with a flexible cell share the width left), and lays out a child that is not
/// a `GridRow` as wide as the grid; `gridCellColumns` and `gridCellUnsizedAxes` shape the cells they mark.
/// `gridColumnAlignment` and `gridCellAnchor` are accepted and change nothing.
///
/// ```swift
/// Grid(horizontalSpacing: 4, verticalSpacing: 4) {
///     GridRow { Text("Mon"); Text("Tue") }
///     GridRow { Text("3"); Text("4") }
/// }
/// ```
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows `content` builds.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        var inner = environment
        inner.gridLayout = GridLayout(cellAlignment: alignment, horizontalSpacing: horizontalSpacing)
        let rows = ViewSerializer.nodes(content, in: inner)
        return [.stack(StackNode(axis: .grid, alignment: alignment.node, spacing: verticalSpacing.map(Double.init), children: rows))]
    }
}

/// One row of a `Grid`: its cells side by side, one per column of the grid.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, aligned vertically by `alignment` (or the grid's alignment).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let layout = environment.gridLayout
        var inner = environment
        inner.gridLayout = nil
        let cells = ViewSerializer.nodes(content, in: inner)
        let rowAlignment = alignment ?? layout?.cellAlignment.vertical ?? .center
        return [
            .stack(
                StackNode(
                    axis: .gridRow, alignment: rowAlignment.node, spacing: layout?.horizontalSpacing.map(Double.init), children: cells))
        ]
    }
}

/// What a `Grid` tells its rows.
struct GridLayout {
    var cellAlignment: Alignment
    var horizontalSpacing: CGFloat?
}

private struct GridLayoutKey: EnvironmentKey { static var defaultValue: GridLayout? { nil } }

extension EnvironmentValues {
    /// The layout of the grid a `GridRow` is in, if any.
    var gridLayout: GridLayout? {
        get { self[GridLayoutKey.self] }
        set { self[GridLayoutKey.self] = newValue }
    }
}

extension View {
    /// Makes a grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        wire(
            WireModifiers(
                .gridCell(
                    columns: min(max(1, count), NodeModifier.maximumGridColumns), unsizedHorizontally: false, unsizedVertically: false)))
    }

    /// Aligns a grid column. Accepted; cells take the grid's alignment.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }

    /// Anchors a grid cell. Accepted; cells take the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// Keeps a grid cell from sizing its column (row) along `axes`: it takes the size the other cells give it,
    /// as a `Color.clear` filler does.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        wire(
            WireModifiers(
                .gridCell(columns: 1, unsizedHorizontally: axes.contains(.horizontal), unsizedVertically: axes.contains(.vertical))))
    }
}
