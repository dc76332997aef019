// Apple's module name, so widget code written for iOS keeps its `import AppIntents`:
// AppIntent, @Parameter, AppEntity, the queries and AppEnum are WidgetSDK's.
@_exported import WidgetSDK
