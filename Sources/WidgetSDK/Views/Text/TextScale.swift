import Foundation
internal import WidgetWire

extension Text {
    /// A size of text relative to the surrounding text (SwiftUI's `Text.Scale`).
    public enum Scale: Hashable, Sendable {
        /// The text's own size.
        case `default`
        /// Smaller, for secondary content (drawn at 0.8 of the size).
        case secondary

        var wireName: String {
            switch self {
            case .default: "default"
            case .secondary: "secondary"
            }
        }
    }

    /// Draws the text at `scale` (`.secondary` is smaller); with `isEnabled` false, leaves it as it is.
    ///
    /// ```swift
    /// Text("72% illuminated").font(.subheadline).textScale(.secondary)
    /// ```
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return styled(TextStyleSpec(textScale: scale.wireName))
    }

    /// Sets the design of the text's fonts that do not choose one (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return styled(TextStyleSpec(design: design.rawValue))
    }
}

extension View {
    /// Draws the text inside the view at `scale` (`.secondary` is smaller).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        wire(WireModifiers { _ in isEnabled ? [.textStyle(TextStyleSpec(textScale: scale.wireName))] : [] })
    }

    /// Sets the design of the fonts inside the view that do not choose one (`.rounded`, `.serif`, `.monospaced`).
    ///
    /// ```swift
    /// VStack { Text(moon.phaseName).font(.headline) }.fontDesign(.rounded)
    /// ```
    public func fontDesign(_ design: Font.Design?) -> some View {
        wire(WireModifiers { _ in design.map { [.textStyle(TextStyleSpec(design: $0.rawValue))] } ?? [] })
    }
}
