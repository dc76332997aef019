// Apple's module name, so widget code written for iOS keeps its `import SwiftData`:
// ModelContainer, ModelContext, FetchDescriptor and PersistentModel are WidgetSDK's
// (over SQLite; `@Model` becomes a `PersistentModel` conformance).
@_exported import WidgetSDK
