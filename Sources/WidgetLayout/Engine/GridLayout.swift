import WidgetWire

/// SwiftUI's `Grid`: rows top to bottom, the cells of its `GridRow`s lined up in columns. A column is as wide as
/// its widest cell at its ideal size; columns holding a cell that grows with the space offered share what the
/// others leave; when the ideal widths do not fit, each column gets a share in proportion to its ideal width
/// (texts wrap). A row is as tall as its tallest cell at its column's width. A child that is not a `GridRow`
/// is as wide as the grid. Each cell is aligned in its slot by the grid's horizontal alignment and its row's
/// vertical one.
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

    private var columnCount: Int { rows.filter { !$0.spansTheGrid }.map(\.cells.count).max() ?? 0 }
    private var columnSpacing: Double { rows.first { !$0.spansTheGrid }?.spacing ?? StackLayout.defaultSpacing }

    /// Each column's width for `proposal`.
    func columnWidths(_ proposal: Proposal) -> [Double] {
        let count = columnCount
        guard count > 0 else { return [] }
        let cells = { (column: Int) in rows.filter { !$0.spansTheGrid && column < $0.cells.count }.map { $0.cells[column] } }
        let ideal = (0..<count).map { column in cells(column).map { Element.finite($0.size(.unspecified).width) }.max() ?? 0 }
        guard let width = proposal.width, width.isFinite else { return ideal }
        let available = max(0, width - columnSpacing * Double(count - 1))
        let flexible = (0..<count).map { column in
            cells(column).contains { $0.size(Proposal(width: available, height: nil)).width > ideal[column] + 0.5 }
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

    /// The grid's width for `columns`: the columns and the spacing between them, or, without columns, its widest row.
    private func width(_ columns: [Double], _ proposal: Proposal) -> Double {
        guard columns.isEmpty else { return columns.reduce(0, +) + columnSpacing * Double(columns.count - 1) }
        return rows.map { Element.finite($0.cells[0].size(Proposal(width: proposal.width, height: nil)).width) }.max() ?? 0
    }

    /// Each row's height at `columns` in a grid `width` wide.
    private func rowHeights(_ columns: [Double], width: Double) -> [Double] {
        rows.map { row in
            if row.spansTheGrid { return Element.finite(row.cells[0].size(Proposal(width: width, height: nil)).height) }
            return zip(row.cells, columns).map { Element.finite($0.size(Proposal(width: $1, height: nil)).height) }.max() ?? 0
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
        var boxes: [LayoutBox] = []
        var y = frame.minY
        for (row, height) in zip(rows, heights) {
            if row.spansTheGrid {
                boxes.append(Self.place(row.cells[0], in: LayoutRect(x: frame.minX, y: y, width: width, height: height), alignment))
            } else {
                let cellAlignment = NodeAlignment(horizontal: alignment.horizontal, vertical: row.alignment?.vertical ?? 0)
                var x = frame.minX
                for (cell, columnWidth) in zip(row.cells, columns) {
                    boxes.append(Self.place(cell, in: LayoutRect(x: x, y: y, width: columnWidth, height: height), cellAlignment))
                    x += columnWidth + columnSpacing
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

extension NodeAlignment {
    /// The alignment with these components (-1 leading or top, 0 center, 1 trailing or bottom).
    init(horizontal: Int, vertical: Int) {
        switch (horizontal, vertical) {
        case (-1, -1): self = .topLeading
        case (0, -1): self = .top
        case (1, -1): self = .topTrailing
        case (-1, 0): self = .leading
        case (1, 0): self = .trailing
        case (-1, 1): self = .bottomLeading
        case (0, 1): self = .bottom
        case (1, 1): self = .bottomTrailing
        default: self = .center
        }
    }
}
