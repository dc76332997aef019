import WidgetSDK

// The one line that makes this widget extension a WidgetHost plugin: it exports the `@main` bundle
// (and the intent the app's Shortcuts use, which no widget shows).
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(TodoListWidgetBundle.self, additionalIntents: [AddTaskIntent.self])
}
