// Apple's module name, so widget code keeps its `import WeatherKit`. WeatherKit's service answers only
// apps signed by Apple's developer program, so there is none here: `WeatherService.weather(for:)` and
// its other requests throw `WeatherError.permissionDenied` (logged), and widget code takes the branch it
// has for a failed request. The weather types build, so code that reads them compiles unchanged.
@_exported import CoreLocation
@_exported import WidgetSDK
