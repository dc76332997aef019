/// How an image is drawn when the system tints a widget (iOS 18's accented and tinted Home Screens).
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let name: String

    /// Tinted with the accent color.
    public static let accented = WidgetAccentedRenderingMode(name: "accented")
    /// In grays.
    public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
    /// In grays, then tinted with the accent color.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
    /// In its own colors.
    public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
    /// How the image is drawn in a tinted widget. The host draws widgets in full color (`widgetRenderingMode`
    /// is `.fullColor`), where this changes nothing, as on iOS.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View { self }
}
