import WidgetSDK

// A test plugin for state as apps keep it (App Group defaults, @AppStorage, ObservableObject) and
// the frameworks beside WidgetKit (os, ActivityKit, CoreLocation, UserNotifications,
// WatchConnectivity, UIKit colors, URLSession).
@c(widgethost_plugin_entry) public func widgethostPluginEntry() -> UnsafeRawPointer {
    exportPlugin(
        AppStateBundle.self,
        additionalIntents: [
            StoreValuesIntent.self, ResetIntent.self, AskThePlatformIntent.self, FetchIntent.self, BundleIdentityIntent.self,
            BundledFileIntent.self,
        ])
}
