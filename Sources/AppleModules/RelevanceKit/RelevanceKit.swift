// Apple's module name, for widget code that writes `import RelevanceKit` (iOS 18, watchOS 11): its
// `RelevantContext` clues are WidgetSDK's (so `import WidgetKit` brings them too), with `location(_:)`
// for a Core Location region here. Apple's clues act only in watchOS's Smart Stack; here they change nothing.
@_exported import CoreLocation
@_exported import WidgetSDK

extension RelevantContext {
    /// The widget is relevant in `region`.
    public static func location(_ region: CLRegion) -> RelevantContext {
        RelevantContext(describing: "location \(region.identifier)")
    }
}
