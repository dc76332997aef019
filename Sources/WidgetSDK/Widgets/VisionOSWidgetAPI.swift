/// How much detail a visionOS widget shows at the distance it is seen from (`\.levelOfDetail`). Widgets
/// here are seen up close: always `.default`.
public struct LevelOfDetail: Hashable, Sendable {
    private let name: String

    /// Full detail.
    public static let `default` = LevelOfDetail(name: "default")
    /// Less detail, for a widget seen from afar.
    public static let simplified = LevelOfDetail(name: "simplified")
}

/// How a visionOS widget sits on a surface (`.supportedMountingStyles(_:)`). Recorded only.
public struct WidgetMountingStyle: Hashable, Sendable {
    private let name: String

    /// Standing out from the wall, as a frame does.
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Set into the wall, as a window is.
    public static let recessed = WidgetMountingStyle(name: "recessed")
}

/// The material of a visionOS widget's frame (`.widgetTexture(_:)`). Recorded only.
public struct WidgetTexture: Hashable, Sendable {
    private let name: String

    /// Glass.
    public static let glass = WidgetTexture(name: "glass")
    /// Paper.
    public static let paper = WidgetTexture(name: "paper")
}

private struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    /// The level of detail a visionOS widget shows: `.default` here.
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}

extension WidgetConfiguration {
    /// The mounting styles a visionOS widget supports. Accepted; a widget here is drawn flat.
    public func supportedMountingStyles(_ styles: [WidgetMountingStyle]) -> some WidgetConfiguration { self }

    /// The texture of a visionOS widget's frame. Accepted; a widget here is drawn flat.
    public func widgetTexture(_ texture: WidgetTexture) -> some WidgetConfiguration { self }
}

extension View {
    /// Moves the view toward or away from the viewer on visionOS. Accepted; a widget here is flat.
    public func offset(z: CGFloat) -> some View { self }
}

extension Font {
    /// visionOS's largest title style: drawn as `.largeTitle`.
    public static let extraLargeTitle = Font.largeTitle
    /// visionOS's second-largest title style: drawn as `.largeTitle`.
    public static let extraLargeTitle2 = Font.largeTitle
}
