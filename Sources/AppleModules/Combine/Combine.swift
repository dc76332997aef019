// Apple's module name, for widget code that writes `import Combine` for `ObservableObject` and
// `@Published` (which SwiftUI re-exports from Combine on iOS): they are WidgetSDK's, with
// `ObservableObjectPublisher`, `AnyCancellable` and `$value.sink { ... }`. Here too: `Publisher`,
// `PassthroughSubject`, `CurrentValueSubject`, `AnyPublisher` (`eraseToAnyPublisher()`), `Just`,
// `sink`, `assign(to:on:)`, `map`, `filter`, `compactMap`, `removeDuplicates` and `receive(on:)`,
// delivered synchronously where values are sent. Other operators and schedulers are not there.
@_exported import WidgetSDK
