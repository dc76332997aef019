import Foundation
internal import WidgetWire

// Text styling on any view: inherited by the text inside it (a `Text`'s own
// styling wins). On a `Text`, the Text-returning versions in Text+Modifiers.swift
// are used instead, so concatenation keeps them.
extension View {
    /// Sets the font of the text inside the view.
    public func font(_ font: Font?) -> some View {
        wire(
            WireModifiers { _ in
                guard let font else { return [] }
                return (font.textStyle.map { [NodeModifier.textStyle($0)] } ?? []) + [.font(font.node)]
            })
    }

    /// Sets the font weight of the text inside the view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textStyle(weight.map { TextStyleSpec(weight: $0.name) })
    }

    /// Makes the text inside the view bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View {
        textStyle(isActive ? TextStyleSpec(weight: Font.Weight.bold.name) : nil)
    }

    /// Makes the text inside the view italic when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        textStyle(TextStyleSpec(italic: isActive))
    }

    /// Draws a line through the text inside the view when `isActive`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyle(TextStyleSpec(strikethrough: isActive, strikethroughColor: color?.resolvedNode))
    }

    /// Draws a line through the text inside the view; the pattern is accepted and drawn solid.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        strikethrough(isActive, color: color)
    }

    /// Underlines the text inside the view when `isActive`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textStyle(TextStyleSpec(underline: isActive, underlineColor: color?.resolvedNode))
    }

    /// Underlines the text inside the view; the pattern is accepted and drawn solid.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        underline(isActive, color: color)
    }

    /// Draws the digits of the text inside the view at equal widths.
    public func monospacedDigit() -> some View {
        textStyle(TextStyleSpec(monospacedDigit: true))
    }

    /// Shows the text inside the view in upper or lower case; `nil` leaves it as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        textStyle(textCase.map { TextStyleSpec(textCase: $0.rawValue) })
    }

    /// Adds `kerning` points between the characters of the text inside the view (drawn as ``tracking(_:)``).
    public func kerning(_ kerning: CGFloat) -> some View { tracking(kerning) }

    /// Adds `tracking` points of space after each character of the text inside the view.
    public func tracking(_ tracking: CGFloat) -> some View { textStyle(TextStyleSpec(tracking: Double(tracking))) }

    /// Sets the color of the text, images and shapes inside the view; `nil` leaves it as inherited.
    ///
    /// ```swift
    /// Text(entry.task.content).font(.caption).foregroundColor(.secondary)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        foregroundPaint { _ in color.map { .color($0.resolvedNode) } }
    }

    /// Sets the style (color, hierarchical level, gradient) of the text, images and shapes inside the view.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").foregroundStyle(.yellow)
    /// Text("Subtitle").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        foregroundPaint { style.paint(in: $0) }
    }

    /// Sets the primary and secondary foreground styles: content is drawn in the primary one, and
    /// symbols color their secondary layers with the second (`.foregroundStyle(.white, .blue)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary).symbolPalette([secondary])
    }

    /// Sets the primary, secondary and tertiary foreground styles: content is drawn in the primary one,
    /// and symbols color their secondary and tertiary layers with the others.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    )
        -> some View
    {
        foregroundStyle(primary).symbolPalette([secondary, tertiary])
    }

    /// Wraps the view in a text-style modifier, or leaves it unchanged for `nil`.
    private func textStyle(_ spec: TextStyleSpec?) -> ModifiedContent<Self, WireModifiers> {
        wire(WireModifiers { _ in spec.map { [.textStyle($0)] } ?? [] })
    }

    /// Wraps the view in a foreground modifier and hands the paint down (strokes and borders use it).
    private func foregroundPaint(_ paint: @escaping (EnvironmentValues) -> NodePaint?) -> ModifiedContent<Self, WireModifiers> {
        wire(
            WireModifiers(transformEnvironment: { environment in
                if let resolved = paint(environment) { environment.foregroundPaint = resolved }
            }) { environment in
                paint(environment).map { [.foreground($0)] } ?? []
            })
    }
}
