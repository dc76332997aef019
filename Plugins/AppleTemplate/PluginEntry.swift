import WidgetSDK

// The one line a widget extension needs to become a WidgetHost plugin: the C entry point,
// exporting the `@main` bundle. Everything else in this folder is written as for iOS.
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(ExampleWidgets.self) }
