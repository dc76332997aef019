import Foundation
internal import WidgetWire

extension Font {
    /// A font's width: condensed and expanded faces. Accepted; the renderer draws the standard width.
    public struct Width: Hashable, Sendable {
        /// The width, from -1 (compressed) to 1 (expanded).
        public let value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// The space between lines of a font. Accepted; the renderer uses the font's own line height.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// This font at `width`. Accepted; the renderer draws the standard width.
    public func width(_ width: Width) -> Font { self }

    /// This font with `leading` between lines. Accepted; the renderer uses the font's own line height.
    public func leading(_ leading: Leading) -> Font { self }

    /// This font with small capitals for lowercase and uppercase letters. Accepted; the renderer draws the letters as written.
    public func smallCaps() -> Font { self }

    /// This font with small capitals for lowercase letters. Accepted; the renderer draws the letters as written.
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with small capitals for uppercase letters. Accepted; the renderer draws the letters as written.
    public func uppercaseSmallCaps() -> Font { self }
}

extension Text {
    /// Draws the text in the fixed-width variant of its font when `isActive`.
    ///
    /// ```swift
    /// Text("12:05").monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? styled(TextStyleSpec(design: Font.Design.monospaced.rawValue)) : self
    }

    /// Draws the text at `width`. Accepted; the renderer draws the standard width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension View {
    /// Draws the text inside the view in the fixed-width variant of its fonts when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        wire(WireModifiers { _ in isActive ? [.textStyle(TextStyleSpec(design: Font.Design.monospaced.rawValue))] : [] })
    }

    /// Draws the text inside the view at `width`. Accepted; the renderer draws the standard width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
