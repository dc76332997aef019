// Apple's module name, so widget code keeps its `import MapKit`, which often brings no more than
// CoreLocation's coordinates and geocoder (re-exported here). Regions, spans, placemarks and map items
// are values as on iOS; there are no map tiles on this platform, so no map is drawn (a widget on iOS
// draws none either: it shows a snapshot).
@_exported import CoreLocation
@_exported import WidgetSDK
