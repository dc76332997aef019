import WidgetSDK

// The one line that makes this library a WidgetHost plugin (it replaces the `@main` of a widget extension).
// The task intents appear in no widget, so they are listed for the host to perform.
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(TaskWidget.self, id: "Tasks", additionalIntents: [CreateTaskIntent.self, CompleteTaskIntent.self, DeleteTaskIntent.self])
}
