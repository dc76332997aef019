/// How the system draws a widget: in full color, tinted with an accent, or vibrant on the Lock Screen.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Full color (the Home Screen).
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    /// Content grouped into an accent group and a default group, each tinted.
    public static let accented = WidgetRenderingMode(name: "accented")
    /// Desaturated and blended with the background (the Lock Screen).
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    /// The mode's name.
    public var description: String { name }
}
