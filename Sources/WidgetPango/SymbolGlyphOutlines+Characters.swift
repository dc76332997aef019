import Synchronization
import WidgetLayout

extension SymbolGlyphOutlines {
    /// The outline of `text` (an enclosed number or letter, ``SymbolShape/characters(_:frame:)``) on the
    /// 24-point grid: set in bold ``SymbolCharacters/fontFamily``, scaled so that a capital's height spans
    /// the middle two thirds of the grid (4 to 20), centred across it, and narrowed to fit 22 units when
    /// it is wider; `nil` when the font cannot set it.
    public static func outline(ofCharacters text: String) -> [PathCommand]? {
        characterCache.withLock { cache in
            if let cached = cache[text] { return cached }
            let outline = fitted(text)
            cache[text] = outline
            return outline
        }
    }

    private static let characterCache = Mutex<[String: [PathCommand]?]>([:])

    /// Where the capitals' height (the ink of "H") lies as traced, baseline at the grid's bottom.
    private static let capitalBand: (top: Double, baseline: Double)? = {
        guard let capital = trace("H", family: SymbolCharacters.fontFamily, bold: true), let box = inkBox(capital) else { return nil }
        return (box.minY, box.maxY)
    }()

    private static func fitted(_ text: String) -> [PathCommand]? {
        guard let band = capitalBand, band.baseline > band.top,
            let traced = trace(text, family: SymbolCharacters.fontFamily, bold: true), let box = inkBox(traced)
        else { return nil }
        let grid = SymbolDefinition.gridSize
        let scale = min(grid * 2 / 3 / (band.baseline - band.top), 22 / max(box.width, 1))
        let middle = (band.top + band.baseline) / 2
        let centre = box.midX
        return ShapePath.map(traced) { point in
            LayoutPoint(x: grid / 2 + (point.x - centre) * scale, y: grid / 2 + (point.y - middle) * scale)
        }
    }

    /// The box of every point of `commands` (control points too, which hold the ink of a font's curves).
    private static func inkBox(_ commands: [PathCommand]) -> LayoutRect? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        _ = ShapePath.map(commands) { point in
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
            return point
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
