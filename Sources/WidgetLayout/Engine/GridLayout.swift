import WidgetWire

/// SwiftUI's `Grid`: rows top to bottom, the cells of its `GridRow`s lined up in columns. A column is as wide as
/// its widest cell at its ideal size; columns holding a cell that grows with the space offered share what the
/// others leave; when the ideal widths do not fit, each column gets a share in proportion to its ideal width
/// (texts wrap). A row is as tall as its tallest cell at its column's width. A child that is not a `GridRow`
/// is as wide as the grid. Each cell is aligned in its slot by the grid's horizontal alignment and its row's
/// vertical one. A cell may span columns (`gridCellColumns`) and take its slot's size rather than size its
/// column or row (`gridCellUnsizedAxes`): neither sizes a column.
struct GridLayout {
    /// One row: its cells, or a view as wide as the grid.
    struct Row {
        let cells: [Element]
        /// The row's vertical alignment, for a `GridRow`.
        let alignment: NodeAlignment?
        let spacing: Double?
        var spansTheGrid: Bool { alignment == nil }
    }

    let rows: [Row]
    let alignment: NodeAlignment
    let verticalSpacing: Double

    init(rows: [Element], alignment: NodeAlignment, spacing: Double?) {
        self.rows = rows.map { row in
            if case .stack(.gridRow, let alignment, let spacing, let cells) = row.kind {
                return Row(cells: cells, alignment: alignment, spacing: spacing)
            }
            return Row(cells: [row], alignment: nil, spacing: nil)
        }
        self.alignment = alignment
        verticalSpacing = spacing ?? StackLayout.defaultSpacing
    }

    /// How many columns the rows make, a cell spanning as many as it says.
    /// How many columns the rows make, a cell spanning as many as it says, at most ``NodeModifier/maximumGridColumns``.
    private var columnCount: Int {
        let widest = rows.filter { !$0.spansTheGrid }.map { $0.cells.reduce(0) { $0 + $1.gridCell.columns } }.max() ?? 0
        return min(widest, NodeModifier.maximumGridColumns)
    }
    private var columnSpacing: Double { rows.first { !$0.spansTheGrid }?.spacing ?? StackLayout.defaultSpacing }

    /// The cells of the `GridRow`s with the column each starts in.
    private var placedCells: [[(cell: Element, column: Int)]] {
        rows.map { row in
            guard !row.spansTheGrid else { return [] }
            var column = 0
            return row.cells.map { cell in
                defer { column += cell.gridCell.columns }
                return (cell, column)
            }
        }
    }

    /// Each column's width for `proposal`. Only cells of one column that are sized horizontally size columns.
    func columnWidths(_ proposal: Proposal) -> [Double] {
        let count = columnCount
        guard count > 0 else { return [] }
        let sizing = placedCells.flatMap { $0 }.filter {
            $0.column < count && $0.cell.gridCell.columns == 1 && !$0.cell.gridCell.unsizedHorizontally
        }
        var ideal = [Double](repeating: 0, count: count)
        for (cell, column) in sizing { ideal[column] = max(ideal[column], Element.finite(cell.size(.unspecified).width)) }
        guard let width = proposal.width, width.isFinite else { return ideal }
        let available = max(0, width - columnSpacing * Double(count - 1))
        var flexible = [Bool](repeating: false, count: count)
        for (cell, column) in sizing where !flexible[column] {
            flexible[column] = cell.size(Proposal(width: available, height: nil)).width > ideal[column] + 0.5
        }
        let fixed = zip(ideal, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
        let flexibleCount = flexible.filter { $0 }.count
        if flexibleCount > 0 {
            let share = max(0, available - fixed) / Double(flexibleCount)
            return (0..<count).map { flexible[$0] ? max(ideal[$0], share) : ideal[$0] }
        }
        let total = ideal.reduce(0, +)
        guard total > available, total > 0 else { return ideal }
        return ideal.map { $0 * available / total }
    }

    /// The width of the slot of a cell starting in `column`, spanning `span` columns.
    private func slotWidth(_ columns: [Double], from column: Int, span: Int) -> Double {
        let end = min(columns.count, column + span)
        guard column < end else { return 0 }
        return columns[column..<end].reduce(0, +) + columnSpacing * Double(end - column - 1)
    }

    /// The grid's width for `columns`: the columns and the spacing between them, or, without columns, its widest row.
    private func width(_ columns: [Double], _ proposal: Proposal) -> Double {
        guard columns.isEmpty else { return columns.reduce(0, +) + columnSpacing * Double(columns.count - 1) }
        return rows.map { Element.finite($0.cells[0].size(Proposal(width: proposal.width, height: nil)).width) }.max() ?? 0
    }

    /// Each row's height at `columns` in a grid `width` wide: its tallest cell that is sized vertically.
    private func rowHeights(_ columns: [Double], width: Double) -> [Double] {
        zip(rows, placedCells).map { row, cells in
            if row.spansTheGrid { return Element.finite(row.cells[0].size(Proposal(width: width, height: nil)).height) }
            return cells.filter { !$0.cell.gridCell.unsizedVertically }.map { placed in
                let slot = slotWidth(columns, from: placed.column, span: placed.cell.gridCell.columns)
                return Element.finite(placed.cell.size(Proposal(width: slot, height: nil)).height)
            }.max() ?? 0
        }
    }

    /// The grid's size for `proposal`.
    func size(_ proposal: Proposal) -> LayoutSize {
        let columns = columnWidths(proposal)
        let width = width(columns, proposal)
        let heights = rowHeights(columns, width: width)
        return LayoutSize(width: width, height: heights.reduce(0, +) + verticalSpacing * Double(max(0, heights.count - 1)))
    }

    /// The cells' boxes, each placed in its slot of `frame`.
    func place(in frame: LayoutRect, proposal: Proposal) -> [LayoutBox] {
        let columns = columnWidths(proposal)
        let width = width(columns, proposal)
        let heights = rowHeights(columns, width: width)
        let starts = columns.indices.map { index in frame.minX + columns[..<index].reduce(0, +) + columnSpacing * Double(index) }
        var boxes: [LayoutBox] = []
        var y = frame.minY
        for ((row, cells), height) in zip(zip(rows, placedCells), heights) {
            if row.spansTheGrid {
                boxes.append(Self.place(row.cells[0], in: LayoutRect(x: frame.minX, y: y, width: width, height: height), alignment))
            } else {
                let cellAlignment = NodeAlignment(horizontal: alignment.horizontal, vertical: row.alignment?.vertical ?? 0)
                for (cell, column) in cells where column < starts.count {
                    let slot = LayoutRect(
                        x: starts[column], y: y, width: slotWidth(columns, from: column, span: cell.gridCell.columns), height: height)
                    boxes.append(Self.place(cell, in: slot, cellAlignment))
                }
            }
            y += height + verticalSpacing
        }
        return boxes
    }

    private static func place(_ element: Element, in slot: LayoutRect, _ alignment: NodeAlignment) -> LayoutBox {
        let proposal = Proposal(slot.size)
        return element.place(at: Element.align(element.size(proposal), in: slot, alignment), proposal: proposal)
    }
}

/// How a `Grid` lays a cell out: the columns it spans, and the axes along which it takes its slot's size
/// rather than sizing its column (row).
struct GridCell {
    var columns = 1
    var unsizedHorizontally = false
    var unsizedVertically = false

    /// This cell's settings with `other`'s laid over them (a span other than 1, and each unsized axis, kept).
    func merged(_ other: GridCell) -> GridCell {
        GridCell(
            columns: other.columns != 1 ? other.columns : columns, unsizedHorizontally: unsizedHorizontally || other.unsizedHorizontally,
            unsizedVertically: unsizedVertically || other.unsizedVertically)
    }
}
