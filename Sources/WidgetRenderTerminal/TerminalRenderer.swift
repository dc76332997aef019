import WidgetLayout
import WidgetWire

/// Draws a widget as text for a terminal, `columns` cells wide (border included), with rows
/// chosen to keep the widget's aspect (a cell is about twice as tall as wide); an `accessoryInline`
/// widget takes one row, as it is one line.
///
/// Text is placed from the layout (East-Asian wide characters take two cells), bordered
/// buttons look like `[ 加 10 ]`, switches like `━━●` (on) / `○━━` (off), checkboxes like
/// `[x]` / `[ ]`, symbols are Unicode glyphs. In ``ColorMode/trueColor`` colors are 24-bit
/// ANSI escapes, in ``ColorMode/palette256`` the nearest of xterm's 256; ``ColorMode/plain``
/// prints characters only.
public struct TerminalRenderer: WidgetRenderer, Sendable {
    /// Whether to emit ANSI color escapes.
    public enum ColorMode: String, CaseIterable, Sendable {
        /// 24-bit foreground and background colors, bold and strikethrough attributes.
        case trueColor
        /// As ``trueColor``, each color the nearest of xterm's 256-color palette (`38;5;N`).
        case palette256
        /// Characters only; strikethrough as combining overlays.
        case plain
    }

    /// The output's width in terminal columns, border included; `nil` picks one cell per 6 points
    /// of the family's width (30 columns for `systemSmall`, 63 for `systemMedium`).
    public var columns: Int?
    public var colorMode: ColorMode

    public init(columns: Int? = nil, colorMode: ColorMode = .trueColor) {
        self.columns = columns
        self.colorMode = colorMode
    }

    /// The columns (border included) a widget of `family` takes when none are given.
    public static func defaultColumns(for family: WidgetFamilyName) -> Int {
        defaultColumns(for: family.displaySize)
    }

    /// The columns (border included) a widget of `size` takes when none are given.
    public static func defaultColumns(for size: DisplaySize) -> Int {
        max(8, Int((size.width / 6).rounded()) + 2)
    }

    /// The widget as lines of text joined with newlines (no trailing newline).
    public func render(_ node: ViewNode, options: RenderOptions) throws -> String {
        let size = options.size
        let inner = max(4, (columns ?? Self.defaultColumns(for: size)) - 2)
        let cellWidth = size.width / Double(inner)
        let cellHeight = cellWidth * 2
        // An inline widget is one line of text, however many rows its height would hold.
        let rows = options.family == .accessoryInline ? 1 : max(1, Int((size.height / cellHeight).rounded()))
        let measurer = TerminalTextMeasurer(cellWidth: cellWidth, cellHeight: size.height / Double(rows))
        let tree = LayoutEngine.layout(node, options: options, measurer: measurer)
        var painter = TerminalPainter(
            grid: TerminalGrid(columns: inner, rows: rows, background: colorMode != .plain ? tree.baseColor : nil),
            cellWidth: cellWidth, cellHeight: measurer.cellHeight, colors: colorMode != .plain)
        painter.draw(tree.background, opacity: 1)
        painter.draw(tree.root, opacity: 1)
        let border = ColorResolver(appearance: options.appearance).systemColor(named: "gray") ?? .black
        return painter.grid.lines(colorMode: colorMode, border: border).joined(separator: "\n")
    }
}
