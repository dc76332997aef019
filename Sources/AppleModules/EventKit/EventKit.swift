// Apple's module name, so widget code keeps its `import EventKit`. There is no calendar database on
// this platform, which EventKit calls denied: `EKEventStore.authorizationStatus(for:)` is `.denied`,
// asking for access answers `false`, there are no calendars, events or reminders, saving throws
// `EKError.eventStoreNotAuthorized`, and the host's log says why. Widget code then takes the branch it
// has for a person who did not give the app access.
@_exported import WidgetSDK
