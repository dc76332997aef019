import WidgetLayout

/// Measures text in terminal cells: every line is one row tall, and a character is one cell
/// wide (two for East-Asian wide characters), converted to points at the grid's cell size.
public struct TerminalTextMeasurer: TextMeasurer, Sendable {
    /// The width of one cell in points.
    public let cellWidth: Double
    /// The height of one cell (one text line) in points.
    public let cellHeight: Double

    public init(cellWidth: Double, cellHeight: Double) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    public func width(of text: String, font: ResolvedFont) -> Double {
        Double(UnicodeWidth.cells(of: text)) * cellWidth
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascent: cellHeight * 0.75, descent: cellHeight * 0.25)
    }

    /// A symbol is one glyph: one cell wide, one row tall.
    public func symbolSize(for font: ResolvedFont) -> LayoutSize {
        LayoutSize(width: cellWidth, height: cellHeight)
    }
}
