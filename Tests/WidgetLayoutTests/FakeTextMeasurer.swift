import WidgetLayout

/// A deterministic measurer: a character is half the font size wide (a whole size for wide
/// CJK characters); lines are the font size tall (80% ascent).
struct FakeTextMeasurer: TextMeasurer {
    func width(of text: String, font: ResolvedFont) -> Double {
        text.reduce(0) { $0 + (UnicodeWidth.cells(of: $1) == 2 ? 1 : 0.5) * font.size }
    }

    func metrics(of font: ResolvedFont) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2)
    }
}
