/// Measures text for the layout pass, so each target lays out with its own metrics.
///
/// The PNG, SVG and HTML targets measure with pango (real font metrics); the
/// terminal measures in character cells; tests use a deterministic fake.
/// Line breaking itself is shared (``TextLineBreaker``), so only these
/// primitives differ between targets.
public protocol TextMeasurer {
    /// The advance width of `text` on one line, in points.
    func width(of text: String, font: ResolvedFont) -> Double
    /// The vertical metrics of `font`, in points.
    func metrics(of font: ResolvedFont) -> FontMetrics
    /// The size an SF Symbol takes when drawn at `font` (`Image(systemName:)` is sized by its font).
    func symbolSize(for font: ResolvedFont) -> LayoutSize
}

extension TextMeasurer {
    /// SF Symbols are roughly 1.2 × the point size wide and tall at the default scale.
    public func symbolSize(for font: ResolvedFont) -> LayoutSize {
        let side = (font.size * 1.2).rounded()
        return LayoutSize(width: side, height: side)
    }
}

/// The vertical metrics of a font: where the baseline sits in a line.
public struct FontMetrics: Hashable, Sendable {
    /// From the top of a line to the baseline.
    public var ascent: Double
    /// From the baseline to the bottom of a line.
    public var descent: Double

    public init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }

    /// The height of one line.
    public var lineHeight: Double { ascent + descent }
}
