/// A widget of a plugin's bundle that this platform cannot run, such as a Live Activity: the
/// manifest lists it so that a host can say so, while the bundle's other widgets work.
///
/// ```json
/// {"name": "DeliveryLiveActivity", "feature": "Live Activity (ActivityKit, attributes DeliveryAttributes)",
///  "reason": "Live Activities and the Dynamic Island are not supported on this platform"}
/// ```
public struct UnsupportedWidgetDescriptor: Codable, Hashable, Sendable {
    /// The widget's name in the plugin's code (its Swift type).
    public var name: String
    /// What the widget is.
    public var feature: String
    /// Why this platform cannot run it.
    public var reason: String

    public init(name: String, feature: String, reason: String) {
        self.name = name
        self.feature = feature
        self.reason = reason
    }
}
