// The Live Activity form of `#Preview`, as Xcode's Live Activity template writes it:
//
//     #Preview("Notification", as: .content, using: MyAttributes.preview) {
//         MyLiveActivity()
//     } contentStates: {
//         MyAttributes.ContentState.smiley
//     }
//
// Kept in a file of its own with the least of ActivityKit it needs (`ActivityAttributes`,
// `ActivityPreviewViewKind`, `PreviewActivityBuilder`), so that ActivityKit's types can take
// their place when they are added. The preview type-checks the closures and reports the
// activity as not drawn on this platform.
internal import WidgetWire

/// The data a Live Activity is started with, as ActivityKit's `ActivityAttributes`: static
/// attributes, and a `ContentState` that changes while the activity runs.
public protocol ActivityAttributes: Decodable, Encodable {
    /// What changes while the activity runs.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// Which presentation of a Live Activity a preview shows.
public struct ActivityPreviewViewKind: Hashable, Sendable {
    /// A Dynamic Island presentation.
    public enum DynamicIslandPresentation: String, Hashable, Sendable {
        case compact, expanded, minimal
    }

    let name: String

    /// The Lock Screen and notification banner presentation.
    public static let content = ActivityPreviewViewKind(name: "content")

    /// A Dynamic Island presentation.
    public static func dynamicIsland(_ presentation: DynamicIslandPresentation) -> ActivityPreviewViewKind {
        ActivityPreviewViewKind(name: "dynamicIsland.\(presentation.rawValue)")
    }
}

/// Collects a Live Activity preview's content states, one per statement.
public typealias PreviewActivityBuilder<State> = PreviewTimelineBuilder<State>

/// A preview of a Live Activity's widget with `attributes`, in the content states the closure lists.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, Content: Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> Content,
    @PreviewActivityBuilder<Attributes.ContentState> contentStates: @escaping () async -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

extension PreviewExport {
    /// Called by a Live Activity `#Preview`'s expansion: checks the closures and writes a payload that says
    /// the activity is not drawn here. Not for plugin code.
    public static func liveActivity<Attributes: ActivityAttributes, Content: Widget>(
        named name: String?, viewKind: ActivityPreviewViewKind, attributes: Attributes, source: PreviewSource,
        result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?, widget: @escaping () -> Content,
        @PreviewActivityBuilder<Attributes.ContentState> contentStates: @escaping () async -> [Attributes.ContentState]
    ) -> Int32 {
        respond(result: result, error: error) {
            let states = await contentStates()
            return PreviewPayload(
                name: name, source: source.wire, entries: [],
                liveActivity: LiveActivityPreview(viewKind: viewKind.name, contentStates: states.count))
        }
    }
}
