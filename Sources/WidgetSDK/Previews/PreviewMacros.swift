// The `#Preview` forms of Apple's DeveloperToolsSupport (views) and WidgetKit (widgets), with the
// same parameters. Each use expands to an exported C function, `widgethost_preview_<unique name>`,
// that renders the preview and writes its `PreviewPayload` (see <doc:Previews>); the Live Activity
// form is in LiveActivityPreview.swift.

/// A preview of a view, as Xcode's canvas shows it, and as `widgethost preview` draws it.
///
/// ```swift
/// #Preview("Greeting") {
///     GreetingView(name: "World")
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a view with traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, orientations).
///
/// ```swift
/// #Preview("Small", traits: .fixedLayout(width: 170, height: 170)) { GreetingView(name: "World") }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a widget in `family`, showing the entries `timeline` lists.
///
/// ```swift
/// #Preview(as: .systemSmall) {
///     EmojiWidget()
/// } timeline: {
///     SimpleEntry(date: .now, emoji: "😀")
///     SimpleEntry(date: .now, emoji: "🤩")
/// }
/// ```
@freestanding(declaration)
public macro Preview<Content: Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Content,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a widget configured by `intent`, showing the entries `timeline` lists.
///
/// ```swift
/// #Preview(as: .systemSmall, using: ConfigurationAppIntent.smiley) { EmojiWidget() } timeline: { SimpleEntry(date: .now) }
/// ```
@freestanding(declaration)
public macro Preview<Content: Widget, Intent: WidgetConfigurationIntent, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> Content,
    @PreviewTimelineBuilder<Entry> timeline: @escaping () async -> [Entry]
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a widget showing the timeline the provider makes.
///
/// ```swift
/// #Preview(as: .systemMedium) { ClockWidget() } timelineProvider: { ClockProvider() }
/// ```
@freestanding(declaration)
public macro Preview<Content: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Content, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a widget configured by `intent`, showing the timeline its ``AppIntentTimelineProvider`` makes for it.
@freestanding(declaration)
public macro Preview<Content: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> Content,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// A preview of a widget configured by `intent`, showing the timeline its ``IntentTimelineProvider`` makes for it.
@freestanding(declaration)
public macro Preview<Content: Widget, Provider: IntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> Content,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetSDKMacros", type: "PreviewMacro")

/// Marks state a `#Preview` body declares for its views (`@Previewable @State var isOn = true`), as
/// Apple's `Previewable`: the preview keeps it as the body's local state. It adds nothing itself.
@attached(peer)
public macro Previewable() = #externalMacro(module: "WidgetSDKMacros", type: "PersistentPropertyMacro")
