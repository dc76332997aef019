// Apple's module name, so an app's Screen Time code that a widget compiles keeps its `import FamilyControls`.
// There is no Screen Time here: authorization is denied, as on a device where it is turned off.
@_exported import ManagedSettings
