import Foundation

/// The data a Live Activity is started with, as ActivityKit's `ActivityAttributes`: attributes
/// that stay the same, and a `ContentState` that changes while the activity runs.
///
/// ```swift
/// struct DeliveryAttributes: ActivityAttributes {
///     struct ContentState: Codable, Hashable { var minutesLeft: Int }
///     var orderNumber: String
/// }
/// ```
///
/// There are no Live Activities on this platform: a bundle's ``ActivityConfiguration`` compiles
/// and is listed as not supported, and `Activity.request` (in `import ActivityKit`) throws.
public protocol ActivityAttributes: Decodable, Encodable {
    /// What changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What a Live Activity's views are made from, as WidgetKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The attributes the activity was started with.
    public let attributes: Attributes
    /// The activity's current content state.
    public let state: Attributes.ContentState
    /// Whether the content is older than its stale date.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String

    /// A context, for previews and tests.
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "") {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}
