// Apple's module name, so widget code shared with a watch app keeps its `import WatchConnectivity`.
// There is no paired watch on this platform: `WCSession.isSupported()` is false, so shared code
// takes its no-watch path, and what would reach a watch reports that it cannot.
@_exported import WidgetSDK
