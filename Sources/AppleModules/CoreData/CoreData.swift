// Apple's module name, for widget files that `import CoreData` because the app they come from keeps
// its store in Core Data, and use nothing of it (the import is common in widget extensions written
// before SwiftData). It re-exports WidgetSDK and Foundation; Core Data's own types
// (`NSManagedObject`, `NSFetchRequest`, `NSPersistentContainer`, `@FetchRequest`) are not there:
// a widget that reads a Core Data store is ported to SwiftData (WidgetSDK's, over SQLite).
@_exported import Foundation
@_exported import WidgetSDK
