// Apple's module name, so widget code written for iOS keeps its `import SwiftData`:
// `@Model`, Schema, ModelConfiguration, ModelContainer, ModelContext, FetchDescriptor and
// `@Query` are WidgetSDK's (over SQLite).
@_exported import WidgetSDK
