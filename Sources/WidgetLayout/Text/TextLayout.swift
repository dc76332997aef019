/// Text broken into positioned lines: what renderers draw for a text node.
///
/// Coordinates are relative to the text's own box (its frame's origin).
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The size the text takes: its widest line and the sum of line heights.
    public var size: LayoutSize
    /// Whether text was cut off (by a line limit or the height offered) and ends in "…".
    public var isTruncated: Bool
    /// The fonts' scale after `minimumScaleFactor` (1 when the text fit at full size).
    public var scale: Double

    public init(lines: [TextLine], size: LayoutSize, isTruncated: Bool, scale: Double = 1) {
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.scale = scale
    }

    /// All the text shown, lines joined with newlines.
    public var plainText: String { lines.map(\.plainText).joined(separator: "\n") }
}

/// One line of a ``TextLayout``.
public struct TextLine: Hashable, Sendable {
    /// The pieces of the line, each in one style, leading to trailing.
    public var fragments: [TextFragment]
    /// The line's leading edge within the text box (moved by `multilineTextAlignment`).
    public var x: Double
    /// The top of the line within the text box.
    public var y: Double
    public var width: Double
    public var height: Double
    /// From the top of the line to its baseline.
    public var baseline: Double

    public init(fragments: [TextFragment], x: Double, y: Double, width: Double, height: Double, baseline: Double) {
        self.fragments = fragments
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.baseline = baseline
    }

    /// The line's text.
    public var plainText: String { fragments.map(\.text).joined() }
}

/// A run of text in one style on one line.
public struct TextFragment: Hashable, Sendable {
    public var text: String
    public var font: ResolvedFont
    public var paint: ResolvedPaint
    /// The strikethrough line's color, if struck through.
    public var strikethrough: RGBAColor?
    /// The underline's color, if underlined.
    public var underline: RGBAColor?
    /// The fragment's leading edge, from the line's leading edge.
    public var x: Double
    public var width: Double

    public init(
        text: String, font: ResolvedFont, paint: ResolvedPaint, strikethrough: RGBAColor? = nil, underline: RGBAColor? = nil,
        x: Double, width: Double
    ) {
        self.text = text
        self.font = font
        self.paint = paint
        self.strikethrough = strikethrough
        self.underline = underline
        self.x = x
        self.width = width
    }
}

/// A piece of styled text to lay out: one run of a `Text`, with its date already formatted.
public struct StyledTextRun: Hashable, Sendable {
    public var text: String
    public var font: ResolvedFont
    public var paint: ResolvedPaint
    public var strikethrough: RGBAColor?
    public var underline: RGBAColor?

    public init(text: String, font: ResolvedFont, paint: ResolvedPaint, strikethrough: RGBAColor? = nil, underline: RGBAColor? = nil) {
        self.text = text
        self.font = font
        self.paint = paint
        self.strikethrough = strikethrough
        self.underline = underline
    }
}

/// `multilineTextAlignment`: where lines shorter than the widest sit.
public enum TextLineAlignment: String, CaseIterable, Hashable, Sendable {
    case leading
    case center
    case trailing
}
