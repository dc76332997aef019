import WidgetSDK

/// The plugin's widgets: the seed's configurable widget and the widget of its style example.
struct AppearanceWidgets: WidgetBundle {
    var body: some Widget {
        AppIntentsWidget()
        StylesWidget()
    }
}
