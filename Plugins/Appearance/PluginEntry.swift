import WidgetSDK

// The one line that makes this library a WidgetHost plugin (it replaces the `@main` of a widget extension).
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(AppearanceWidgets.self, id: "Appearance")
}
