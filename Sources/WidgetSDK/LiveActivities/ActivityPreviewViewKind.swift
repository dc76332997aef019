// The presentations a Live Activity `#Preview` names (`as: .content`, `as: .dynamicIsland(.compact)`),
// as WidgetKit declares them, in a file of their own: the `#Preview` macro's Live Activity form
// (the macros' part of the SDK) takes them.

/// A presentation of a Live Activity, for previews, as WidgetKit's `ActivityPreviewViewKind`.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The presentation on the Lock Screen, and as a banner where there is no Dynamic Island.
    case content
    /// A presentation in the Dynamic Island.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The presentations of a Live Activity in the Dynamic Island.
    public enum DynamicIslandPreviewViewState: String, Hashable, Sendable {
        /// The compact leading and trailing views together.
        case compact
        /// The expanded regions.
        case expanded
        /// The minimal view.
        case minimal
    }

    /// The presentation's name in preview payloads: `content`, `dynamicIsland.compact`, ...
    var name: String {
        switch self {
        case .content: "content"
        case .dynamicIsland(let state): "dynamicIsland.\(state.rawValue)"
        }
    }
}

extension ActivityAttributes {
    /// Xcode 14's Live Activity preview (`attributes.previewContext(state, viewKind: .dynamicIsland(.compact))` in a
    /// `PreviewProvider`): builds, and shows nothing, as this platform has no Live Activities.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        EmptyView()
    }
}
