import WidgetLayout
import WidgetWire

/// Draws laid-out boxes into a ``TerminalGrid``: fills as cell backgrounds, text and glyphs as characters.
struct TerminalPainter {
    var grid: TerminalGrid
    let cellWidth: Double
    let cellHeight: Double
    let colors: Bool

    private func column(_ x: Double) -> Int { Int((x / cellWidth).rounded()) }
    private func row(_ y: Double) -> Int { Int((y / cellHeight).rounded(.down)) }

    /// The cells whose centers lie inside `frame`.
    private func cells(in frame: LayoutRect) -> (rows: Range<Int>, columns: Range<Int>) {
        let firstColumn = max(0, Int((frame.minX / cellWidth - 0.5).rounded(.up)))
        let lastColumn = min(grid.columns, Int((frame.maxX / cellWidth - 0.5).rounded(.up)))
        let firstRow = max(0, Int((frame.minY / cellHeight - 0.5).rounded(.up)))
        let lastRow = min(grid.rows, Int((frame.maxY / cellHeight - 0.5).rounded(.up)))
        return (firstRow..<max(firstRow, lastRow), firstColumn..<max(firstColumn, lastColumn))
    }

    /// The row a box's vertical center falls on.
    private func centerRow(_ frame: LayoutRect) -> Int { min(grid.rows - 1, max(0, row(frame.midY))) }

    mutating func draw(_ box: LayoutBox, opacity: Double) {
        let opacity = opacity * box.effectiveOpacity
        drawContent(box, opacity: opacity)
        for child in box.children { draw(child, opacity: opacity) }
        if let control = box.control { drawControlChrome(control, box: box, opacity: opacity) }
    }

    private mutating func drawContent(_ box: LayoutBox, opacity: Double) {
        let frame = box.frame
        switch box.content {
        case .none:
            break
        case .text(let layout):
            for line in layout.lines {
                let lineRow = row(frame.minY + line.y + line.height / 2)
                for fragment in line.fragments {
                    grid.write(
                        fragment.text, row: lineRow, column: column(frame.minX + line.x + fragment.x),
                        foreground: fragment.paint.dominantColor.withAlpha(opacity), struckThrough: fragment.strikethrough != nil,
                        bold: fragment.font.weight >= 600)
                }
            }
        case .symbol(let symbol, let paint):
            let glyphColumn = column(frame.midX - cellWidth / 2)
            grid.write(symbol.glyph, row: centerRow(frame), column: glyphColumn, foreground: paint.dominantColor.withAlpha(opacity))
        case .shape(let shape):
            drawShape(shape, box: box, opacity: opacity)
        case .switchTrack(let appearance):
            let glyphs = appearance.isOn ? "━━●" : "○━━"
            let color = appearance.isOn ? appearance.onColor : RGBAColor(bytes: 142, 142, 147)
            grid.write(glyphs, row: centerRow(frame), column: column(frame.midX) - 1, foreground: color.withAlpha(opacity))
        case .checkbox(let isOn, let tint, let border):
            grid.write(
                isOn ? "[x]" : "[ ]", row: centerRow(frame), column: column(frame.midX) - 1,
                foreground: (isOn ? tint : border).withAlpha(opacity))
        case .progress(let drawing):
            drawProgress(drawing, in: frame, opacity: opacity)
        }
    }

    private mutating func drawProgress(_ drawing: ProgressDrawing, in frame: LayoutRect, opacity: Double) {
        let tint = drawing.tint.dominantColor
        let value = drawing.fraction ?? (drawing.style == .bar ? 0.33 : 0)
        switch drawing.style {
        case .ring, .openRing:
            let glyph = value >= 1 ? "●" : value >= 0.75 ? "◕" : value >= 0.5 ? "◑" : value > 0 ? "◔" : "○"
            grid.write(glyph, row: centerRow(frame), column: column(frame.midX - cellWidth / 2), foreground: tint.withAlpha(opacity))
        case .bar, .markerBar:
            let span = cells(in: frame).columns
            let filled = Int((Double(span.count) * value).rounded())
            for (offset, cellColumn) in span.enumerated() {
                let glyph: String
                let color: RGBAColor
                if drawing.style == .markerBar {
                    glyph = offset == min(filled, span.count - 1) ? "●" : "━"
                    color = offset == min(filled, span.count - 1) ? drawing.marker : tint
                } else {
                    glyph = offset < filled ? "█" : "░"
                    color = offset < filled ? tint : drawing.track
                }
                grid.write(glyph, row: centerRow(frame), column: cellColumn, foreground: color.withAlpha(opacity))
            }
        }
    }

    private mutating func drawShape(_ shape: LayoutShape, box: LayoutBox, opacity: Double) {
        let frame = box.frame
        if box.source == "divider" {
            let color = shape.fill?.dominantColor ?? .black
            if frame.width >= frame.height {
                let span = cells(in: frame.inset(by: LayoutInsets(top: -cellHeight, leading: 0, bottom: -cellHeight, trailing: 0))).columns
                for cellColumn in span {
                    grid.write("─", row: centerRow(frame), column: cellColumn, foreground: color.withAlpha(max(opacity, 0.6)))
                }
            } else {
                let rows = cells(in: frame.inset(by: LayoutInsets(top: 0, leading: -cellWidth, bottom: 0, trailing: -cellWidth))).rows
                for cellRow in rows {
                    grid.write(
                        "│", row: cellRow, column: column(frame.midX - cellWidth / 2), foreground: color.withAlpha(max(opacity, 0.6)))
                }
            }
            return
        }
        guard colors else { return }
        if let fill = shape.fill, !fill.isInvisible {
            let color = fill.dominantColor.withAlpha(opacity)
            let area = cells(in: shape.bounds(in: frame))
            let outline = shape.needsPath ? PathHitTest(ShapePath.commands(for: shape, in: frame), evenOdd: shape.evenOdd) : nil
            for cellRow in area.rows {
                for cellColumn in area.columns {
                    let center = LayoutPoint(x: (Double(cellColumn) + 0.5) * cellWidth, y: (Double(cellRow) + 0.5) * cellHeight)
                    if let outline, !outline.contains(center) { continue }
                    grid.paintBackground(row: cellRow, column: cellColumn, color: color)
                }
            }
        }
    }

    /// Brackets around bordered buttons, hugging the label: `[ 加 10 ]`, or `[加 10]` when the button is narrow.
    private mutating func drawControlChrome(_ control: ControlInfo, box: LayoutBox, opacity: Double) {
        let bordered = ["automatic", "bordered", "borderedProminent"].contains(control.style)
        guard (control.kind == .button && bordered) || (control.kind == .toggle && control.style == "button") else { return }
        let frame = box.frame
        var labelRow = centerRow(frame)
        var start = column(frame.minX) + 1
        var end = column(frame.maxX) - 1
        if let label = box.allBoxes.first(where: { if case .text = $0.content { true } else { false } }),
            case .text(let layout) = label.content, let line = layout.lines.first
        {
            labelRow = row(label.frame.minY + line.y + line.height / 2)
            start = column(label.frame.minX + line.x)
            end = start + UnicodeWidth.cells(of: line.plainText)
        }
        let roomy = column(frame.maxX) - column(frame.minX) >= end - start + 4
        let color = box.style.tint.withAlpha(opacity)
        grid.write("[", row: labelRow, column: max(0, roomy ? start - 2 : start - 1), foreground: color)
        grid.write("]", row: labelRow, column: min(grid.columns - 1, roomy ? end + 1 : end), foreground: color)
    }
}
