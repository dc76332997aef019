import Foundation
internal import WidgetWire

// Text-returning modifiers: they style every run of this text that does not set the
// same thing itself, and keep the result a `Text`, so concatenation keeps them
// (`Text("a").bold() + Text("b")`).
extension Text {
    /// Concatenates two texts; each keeps its own styling.
    ///
    /// ```swift
    /// Text("Due ").bold() + Text(due, style: .relative).foregroundColor(.red)
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// This text with `change` made to each of its runs.
    private func restyled(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// This text with the style fields set in `outer` applied where its runs leave them unset.
    func styled(_ outer: TextStyleSpec) -> Text {
        restyled { $0.style.fillUnset(from: outer) }
    }

    /// Sets the font.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return restyled { $0.font = $0.font ?? font }
    }

    /// Sets the font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return styled(TextStyleSpec(weight: weight.name))
    }

    /// Makes the text bold.
    public func bold() -> Text { bold(true) }

    /// Makes the text bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// Makes the text italic.
    public func italic() -> Text { italic(true) }

    /// Makes the text italic when `isActive`.
    public func italic(_ isActive: Bool) -> Text {
        styled(TextStyleSpec(italic: isActive))
    }

    /// Sets the text color; `nil` leaves it as inherited.
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }

    /// Sets the style (color or gradient) the text is drawn with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let erased = AnyShapeStyle(style)
        return restyled { $0.foreground = $0.foreground ?? erased }
    }

    /// Draws a line through the text when `isActive`, in `color` or the text's color.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(TextStyleSpec(strikethrough: isActive, strikethroughColor: color?.resolvedNode))
    }

    /// Draws a line through the text; the pattern is accepted and drawn solid.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    /// Underlines the text when `isActive`, in `color` or the text's color.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled(TextStyleSpec(underline: isActive, underlineColor: color?.resolvedNode))
    }

    /// Underlines the text; the pattern is accepted and drawn solid.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// Draws digits at equal widths, so changing numbers do not jiggle.
    public func monospacedDigit() -> Text {
        styled(TextStyleSpec(monospacedDigit: true))
    }

    /// Adds `kerning` points between characters (drawn as ``tracking(_:)``: the fonts here are not kerned by pairs).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// Adds `tracking` points of space after each character: letter-spaced labels (`Text("PREMIUM").tracking(2)`).
    public func tracking(_ tracking: CGFloat) -> Text { styled(TextStyleSpec(tracking: Double(tracking))) }

    /// Accepted for source compatibility; the renderer does not move the baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
