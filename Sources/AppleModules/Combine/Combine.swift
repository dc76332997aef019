// Apple's module name, for widget code that writes `import Combine` for `ObservableObject` and
// `@Published` (which SwiftUI re-exports from Combine on iOS): they are WidgetSDK's, with
// `ObservableObjectPublisher`, `AnyCancellable` and `$value.sink { ... }`. The rest of Combine
// (publishers and operators) is not there.
@_exported import WidgetSDK
