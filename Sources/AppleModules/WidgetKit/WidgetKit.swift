// Apple's module name, so widget code written for iOS keeps its `import WidgetKit`:
// Widget, the configurations, the timeline providers and WidgetCenter are WidgetSDK's.
@_exported import WidgetSDK
