/// A Live Activity's views, as WidgetKit's `ActivityConfiguration`: the Lock Screen and banner
/// view, and the Dynamic Island presentations, for the attributes type `Attributes`.
///
/// ```swift
/// struct DeliveryLiveActivity: Widget {
///     var body: some WidgetConfiguration {
///         ActivityConfiguration(for: DeliveryAttributes.self) { context in
///             Text("\(context.state.minutesLeft) min")
///         } dynamicIsland: { context in
///             DynamicIsland {
///                 DynamicIslandExpandedRegion(.center) { Text("Order \(context.attributes.orderNumber)") }
///             } compactLeading: {
///                 Image(systemName: "bag.fill")
///             } compactTrailing: {
///                 Text("\(context.state.minutesLeft)")
///             } minimal: {
///                 Image(systemName: "bag.fill")
///             }
///         }
///     }
/// }
/// ```
///
/// There are no Live Activities on this platform. A bundle may keep one (Xcode's widget template
/// adds one): it compiles, the plugin's manifest lists it as not supported (`widgethost inspect`
/// says so), and the bundle's other widgets work as usual.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, WidgetDefinitionsProviding {
    /// A Live Activity has no widget kind to place: it defines no widgets.
    var definitions: [WidgetDefinition] { [] }

    public var _widgetDefinitions: _WidgetDefinitions? { _WidgetDefinitions(self) }

    var unsupportedWidgets: [UnsupportedWidget] {
        [
            UnsupportedWidget(
                feature: "Live Activity (ActivityKit, attributes \(TypeIdentifier.identifier(for: Attributes.self)))",
                reason: "Live Activities and the Dynamic Island are not supported on this platform")
        ]
    }

    /// The views of a Live Activity with attributes of type `attributesType`.
    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {}

    /// The views of a Live Activity, as iOS 16.1 wrote it (`attributesType:`).
    public init<Content: View>(
        attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {}
}

/// A widget of a bundle that this platform cannot run, as the manifest lists it.
struct UnsupportedWidget: Equatable {
    /// The widget's type in the plugin's code, once known (``UnsupportedWidget/all(in:)`` fills it in).
    var widgetType = ""
    /// What the widget is.
    var feature: String
    /// Why it cannot run here.
    var reason: String

    /// The unsupported widgets of every configuration in `widget`'s body, named after `widget`'s type.
    static func all<Content: Widget>(in widget: Content) -> [UnsupportedWidget] {
        guard let provider = widget.body._widgetDefinitions else { return [] }
        return provider.unsupportedWidgets.map { unsupported in
            var named = unsupported
            if named.widgetType.isEmpty { named.widgetType = TypeIdentifier.identifier(for: Content.self) }
            return named
        }
    }
}

extension View {
    /// The background of a Live Activity on the Lock Screen. Accepted; Live Activities are not drawn here.
    public func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The color of the system's action button beside a Live Activity. Accepted; Live Activities are not drawn here.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}
