// Apple's module name, so widget code keeps its `import HealthKit`. There is no health database on this
// platform, as on an iPad: `HKHealthStore.isHealthDataAvailable()` is `false`, asking for authorization
// and running a query fail with `HKError.errorHealthDataUnavailable` (logged), and the async descriptors
// throw it. Types, units and quantities work as values, so widget code takes its no-data branch.
@_exported import WidgetSDK
