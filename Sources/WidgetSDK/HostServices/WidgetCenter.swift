/// Asks the host to reload widget timelines, as WidgetKit's `WidgetCenter` does.
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "Counter")
/// ```
/// A reload is a request: the host coalesces requests and runs them after the current handler returns.
public final class WidgetCenter: Sendable {
    /// The one widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Reloads the timelines of every widget of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        HostServices.current.reloadTimelines(ofKind: kind)
    }

    /// Reloads the timelines of every widget of this plugin.
    public func reloadAllTimelines() {
        HostServices.current.reloadAllTimelines()
    }

    /// Asks for ``AppIntentTimelineProvider/recommendations()`` again. WidgetHost, like iOS,
    /// lets people configure widgets themselves and never asks for recommendations, so there
    /// is nothing to invalidate.
    public func invalidateConfigurationRecommendations() {}
}
