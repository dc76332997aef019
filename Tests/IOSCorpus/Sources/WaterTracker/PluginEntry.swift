import WidgetSDK

// The one line that makes this widget extension a WidgetHost plugin: it exports the `@main` bundle.
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer { exportPlugin(WaterTrackerBundle.self) }
