import WidgetLayout
import WidgetWire

/// A grid of character cells with colors, written into by the terminal renderer and
/// printed as rows of ANSI-colored (or plain) text.
struct TerminalGrid {
    struct Cell {
        /// What the cell shows; empty for the right half of a wide character.
        var text = " "
        var foreground: RGBAColor?
        var background: RGBAColor?
        var struckThrough = false
        var bold = false
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [[Cell]]

    init(columns: Int, rows: Int, background: RGBAColor?) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Array(repeating: Cell(background: background), count: columns), count: rows)
    }

    /// Blends `color` over the background of the cell at `row`, `column`.
    mutating func paintBackground(row: Int, column: Int, color: RGBAColor) {
        guard (0..<rows).contains(row), (0..<columns).contains(column), color.alpha > 0.001 else { return }
        let base = cells[row][column].background ?? .white
        cells[row][column].background = color.composited(over: base)
    }

    /// The opaque background at a cell (white where nothing was painted).
    func background(row: Int, column: Int) -> RGBAColor {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return .white }
        return cells[row][column].background ?? .white
    }

    /// Writes `text` starting at `column`, clipped to the grid; returns the column after it.
    @discardableResult
    mutating func write(
        _ text: String, row: Int, column: Int, foreground: RGBAColor?, struckThrough: Bool = false, bold: Bool = false
    ) -> Int {
        var column = column
        guard (0..<rows).contains(row) else { return column }
        for character in text {
            // A control character in a widget's text is not drawn (it would drive the terminal): a tab is a space.
            if character.unicodeScalars.contains(where: ControlCharacters.isControl) {
                guard character == "\t" else { continue }
                column = write(" ", row: row, column: column, foreground: foreground, struckThrough: struckThrough, bold: bold)
                continue
            }
            let width = UnicodeWidth.cells(of: character)
            if width == 0 {
                if column > 0, column - 1 < columns { cells[row][column - 1].text.append(character) }
                continue
            }
            if column >= 0, column + width <= columns {
                clearWideNeighbours(row: row, column: column, width: width)
                var cell = cells[row][column]
                cell.text = String(character)
                if let foreground { cell.foreground = foreground.composited(over: cell.background ?? .white) }
                cell.struckThrough = struckThrough
                cell.bold = bold
                cells[row][column] = cell
                if width == 2 {
                    cells[row][column + 1].text = ""
                    cells[row][column + 1].background = cell.background
                }
            }
            column += width
        }
        return column
    }

    /// Keeps wide characters whole when a write overlaps half of one.
    private mutating func clearWideNeighbours(row: Int, column: Int, width: Int) {
        if cells[row][column].text.isEmpty, column > 0 { cells[row][column - 1].text = " " }
        let end = column + width
        if end < columns, cells[row][end].text.isEmpty { cells[row][end].text = " " }
        if width == 1, column + 1 < columns, cells[row][column + 1].text.isEmpty { cells[row][column + 1].text = " " }
    }

    /// The grid as lines inside a rounded box-drawing border, with ANSI colors as `colorMode` says.
    func lines(colorMode: TerminalRenderer.ColorMode, border: RGBAColor) -> [String] {
        let colors = colorMode != .plain
        func sgr(_ codes: [String]) -> String { "\u{1B}[" + codes.joined(separator: ";") + "m" }
        func code(_ color: RGBAColor) -> String {
            let bytes = color.bytes
            return colorMode == .palette256
                ? "5;\(Self.paletteIndex(red: bytes.red, green: bytes.green, blue: bytes.blue))"
                : "2;\(bytes.red);\(bytes.green);\(bytes.blue)"
        }
        func foreground(_ color: RGBAColor) -> String { "38;" + code(color) }
        func background(_ color: RGBAColor) -> String { "48;" + code(color) }
        let reset = "\u{1B}[0m"
        let edge = colors ? sgr([foreground(border)]) : ""
        let edgeEnd = colors ? reset : ""
        var output = [edge + "╭" + String(repeating: "─", count: columns) + "╮" + edgeEnd]
        for row in cells {
            var line = edge + "│" + edgeEnd
            var current: [String]?
            for cell in row where !cell.text.isEmpty {
                if colors {
                    var codes = ["0"]
                    if let color = cell.foreground { codes.append(foreground(color)) }
                    if let color = cell.background { codes.append(background(color)) }
                    if cell.bold { codes.append("1") }
                    if cell.struckThrough { codes.append("9") }
                    if codes != current {
                        line += sgr(codes)
                        current = codes
                    }
                    line += cell.text
                } else {
                    line += cell.struckThrough && cell.text != " " ? cell.text + "\u{0336}" : cell.text
                }
            }
            line += (colors ? reset : "") + edge + "│" + edgeEnd
            output.append(line)
        }
        output.append(edge + "╰" + String(repeating: "─", count: columns) + "╯" + edgeEnd)
        return output
    }

    /// The nearest color of xterm's 256-color palette: its 6×6×6 cube (16…231) or its 24 grays (232…255).
    static func paletteIndex(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: Int) -> Int { levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0 }
        let cube = (level(red), level(green), level(blue))
        let gray = min(23, max(0, (red + green + blue) / 3 - 3) / 10)
        func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
            let dr = r - red
            let dg = g - green
            let db = b - blue
            return dr * dr + dg * dg + db * db
        }
        let grayValue = 8 + 10 * gray
        let cubeDistance = distance(levels[cube.0], levels[cube.1], levels[cube.2])
        return distance(grayValue, grayValue, grayValue) < cubeDistance ? 232 + gray : 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    }
}
