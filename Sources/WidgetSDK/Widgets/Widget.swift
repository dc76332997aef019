/// A widget: its kind, its provider and its view, as a configuration.
///
/// ```swift
/// struct CounterWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "Counter", provider: Provider()) { entry in
///             CounterEntryView(entry: entry)
///         }
///         .configurationDisplayName("Counter")
///         .supportedFamilies([.systemSmall, .systemMedium])
///     }
/// }
/// ```
public protocol Widget {
    /// The configuration type.
    associatedtype Body: WidgetConfiguration
    /// A widget; the SDK creates one whenever it needs the configuration.
    init()
    /// The widget's configuration.
    var body: Body { get }
}

/// Several widgets exported by one plugin.
///
/// ```swift
/// struct CounterWidgets: WidgetBundle {
///     var body: some Widget {
///         CounterWidget()
///         if showsExtras { ExtraWidget() }
///     }
/// }
/// ```
public protocol WidgetBundle: SendableMetatype {
    /// The type the bundle's body builds.
    associatedtype Body: Widget
    /// A bundle; the SDK creates one whenever it needs the widgets.
    init()
    /// The widgets.
    @WidgetBundleBuilder var body: Body { get }
}

/// Builds a bundle's widgets from the statements of its `body`: widgets, `if`, `if`/`else` and `if #available`.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ widget: Content) -> Content { widget }

    public static func buildBlock() -> _WidgetGroup { _WidgetGroup(widgets: []) }

    public static func buildBlock<Content: Widget>(_ widget: Content) -> Content { widget }

    public static func buildBlock<each Content: Widget>(_ widgets: repeat each Content) -> _WidgetGroup {
        var all: [any Widget] = []
        for widget in repeat each widgets {
            all.append(widget)
        }
        return _WidgetGroup(widgets: all)
    }

    public static func buildOptional<Content: Widget>(_ widget: Content?) -> _WidgetGroup {
        _WidgetGroup(widgets: widget.map { [$0] } ?? [])
    }

    public static func buildEither<First: Widget>(first widget: First) -> _WidgetGroup { _WidgetGroup(widgets: [widget]) }

    public static func buildEither<Second: Widget>(second widget: Second) -> _WidgetGroup { _WidgetGroup(widgets: [widget]) }

    public static func buildLimitedAvailability<Content: Widget>(_ widget: Content) -> _WidgetGroup { _WidgetGroup(widgets: [widget]) }
}

/// Several widgets as one, as a bundle's `body` builds them.
public struct _WidgetGroup: Widget {
    let widgets: [any Widget]

    init(widgets: [any Widget]) {
        self.widgets = widgets
    }

    /// No widgets.
    public init() {
        widgets = []
    }

    /// The configurations of every widget in the group.
    public var body: _ModifiedWidgetConfiguration {
        _ModifiedWidgetConfiguration(definitions: widgets.flatMap { WidgetDefinition.all(in: $0) })
    }
}
