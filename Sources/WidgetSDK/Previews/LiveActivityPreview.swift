// The Live Activity form of `#Preview`, as Xcode's Live Activity template writes it:
//
//     #Preview("Notification", as: .content, using: MyAttributes.preview) {
//         MyLiveActivity()
//     } contentStates: {
//         MyAttributes.ContentState.smiley
//     }
//
// The activity's types (`ActivityAttributes`, `ActivityPreviewViewKind`) are the SDK's Live
// Activity ones (LiveActivities). The preview type-checks the closures and reports the
// activity as not drawn on this platform.
internal import WidgetWire

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
        result: UnsafeMutableRawPointer?, error: UnsafeMutableRawPointer?, dso: UnsafeRawPointer = #dsohandle,
        widget: @escaping () -> Content,
        @PreviewActivityBuilder<Attributes.ContentState> contentStates: @escaping () async -> [Attributes.ContentState]
    ) -> Int32 {
        respond(source: source, dso: dso, result: result, error: error) {
            let states = await contentStates()
            return PreviewPayload(
                name: name, source: source.wire, entries: [],
                liveActivity: LiveActivityPreview(viewKind: viewKind.name, contentStates: states.count))
        }
    }
}
