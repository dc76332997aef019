/// Facts about this SDK that plugins report in their manifests.
public enum WidgetSDKInfo {
    /// The SDK's version, reported as the manifest's `plugin.sdk`.
    public static let version = "1.0.0"
}
