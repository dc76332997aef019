import WidgetSDK

// The one line that makes this library a WidgetHost plugin (it replaces a widget extension's `@main`).
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(GreetingWidget.self) }
