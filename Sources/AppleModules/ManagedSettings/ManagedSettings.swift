// Apple's module name, so an app's Screen Time code that a widget compiles keeps its `import ManagedSettings`.
// There is no Screen Time on this platform: a store keeps the settings it is given, which restrict nothing,
// and the host's log says so once.
@_exported import Foundation
@_exported import WidgetSDK
