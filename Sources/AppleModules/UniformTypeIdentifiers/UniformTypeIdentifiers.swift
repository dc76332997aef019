// Apple's module name, so widget code keeps its `import UniformTypeIdentifiers` (a `Transferable` entity, a
// file type check): `UTType` with the common system types, their file extensions and MIME types.
@_exported import WidgetSDK
