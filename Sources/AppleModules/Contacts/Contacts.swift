// Apple's module name, so widget code keeps its `import Contacts` (a birthday widget's helper). There is no
// contacts database on this platform, which Contacts calls denied: `CNContactStore.authorizationStatus(for:)`
// is `.denied`, asking for access answers `false`, fetching throws `CNError.authorizationDenied`, and the
// host's log says why. Widget code then takes the branch it has for a person who did not give the app access.
@_exported import WidgetSDK
