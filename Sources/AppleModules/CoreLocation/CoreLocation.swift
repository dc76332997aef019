// Apple's module name, so widget code keeps its `import CoreLocation`. Coordinates and locations
// are values as on iOS; there are no location services on this platform, so `CLLocationManager`
// is `.denied`, has no location, and tells its delegate that updates failed.
@_exported import WidgetSDK
