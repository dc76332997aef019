// Apple's module name, so widget code written for iOS keeps its `import ActivityKit`. A Live
// Activity's attributes and views (`ActivityAttributes`, `ActivityConfiguration`, `DynamicIsland`)
// are WidgetSDK's and compile; there are no Live Activities on this platform, so starting one
// (`Activity.request`) throws `ActivityAuthorizationError.unsupported`.
@_exported import WidgetSDK
