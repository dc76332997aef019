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
    /// A widget.
    public static func buildExpression<Content: Widget>(_ widget: Content) -> Content { widget }

    /// No widgets.
    public static func buildBlock() -> _WidgetGroup { _WidgetGroup(widgets: []) }

    /// One widget.
    public static func buildBlock<Content: Widget>(_ widget: Content) -> Content { widget }

    /// Several widgets, in order.
    public static func buildBlock<each Content: Widget>(_ widgets: repeat each Content) -> _WidgetGroup {
        var all: [any Widget] = []
        for widget in repeat each widgets {
            all.append(widget)
        }
        return _WidgetGroup(widgets: all)
    }

    /// The widget of an `if` without `else`, or none.
    public static func buildOptional<Content: Widget>(_ widget: Content?) -> _OptionalWidget<Content> {
        _OptionalWidget(widget: widget)
    }

    /// The widget of an `if` branch.
    public static func buildEither<First: Widget, Second: Widget>(first widget: First) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(widget: widget)
    }

    /// The widget of an `else` branch.
    public static func buildEither<First: Widget, Second: Widget>(second widget: Second) -> _ConditionalWidget<First, Second> {
        _ConditionalWidget(widget: widget)
    }

    /// The widget of an `if #available` branch.
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
        _ModifiedWidgetConfiguration(
            definitions: widgets.flatMap { WidgetDefinition.all(in: $0) },
            unsupportedWidgets: widgets.flatMap { UnsupportedWidget.all(in: $0) })
    }
}

/// A widget that an `if` without `else` in a bundle's body may leave out.
public struct _OptionalWidget<Content: Widget>: Widget {
    let widget: Content?

    init(widget: Content?) {
        self.widget = widget
    }

    /// No widget.
    public init() {
        widget = nil
    }

    /// The widget's configurations, or none.
    public var body: _ModifiedWidgetConfiguration {
        _ModifiedWidgetConfiguration(
            definitions: widget.map { WidgetDefinition.all(in: $0) } ?? [],
            unsupportedWidgets: widget.map { UnsupportedWidget.all(in: $0) } ?? [])
    }
}

/// One of two widgets, as `if`/`else` in a bundle's body chooses.
public struct _ConditionalWidget<First: Widget, Second: Widget>: Widget {
    let widget: any Widget

    init(widget: any Widget) {
        self.widget = widget
    }

    /// The first widget.
    public init() {
        widget = First()
    }

    /// The chosen widget's configurations.
    public var body: _ModifiedWidgetConfiguration {
        _ModifiedWidgetConfiguration(definitions: WidgetDefinition.all(in: widget), unsupportedWidgets: UnsupportedWidget.all(in: widget))
    }
}

extension Widget {
    /// Lets a widget extension's `@main` stay as written: a plugin is a library that a host
    /// loads, never a program that runs, so this only says how to load it if something calls it.
    /// The plugin's entry point is still ``exportPlugin(_:id:name:version:additionalIntents:)-(Content.Type,_,_,_,_)``.
    public static func main() { PluginMainNotice.print(for: Self.self) }
}

extension WidgetBundle {
    /// Lets a widget extension's `@main` stay as written: a plugin is a library that a host
    /// loads, never a program that runs, so this only says how to load it if something calls it.
    /// The plugin's entry point is still ``exportPlugin(_:id:name:version:additionalIntents:)-(Bundle.Type,_,_,_,_)``.
    public static func main() { PluginMainNotice.print(for: Self.self) }
}

/// What `main()` of a `@main` widget or bundle prints.
enum PluginMainNotice {
    static func print(for type: Any.Type) {
        let text =
            "\(type) is a widget of a WidgetHost plugin: build it as a library and load it with widgethost "
            + "(widgethost inspect lib<Name>.so)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}
