// Apple's module name, for model code shared with a widget that writes `import CoreTransferable`: `Transferable`
// and its representations (Codable, data, file, proxy) build, and a value can be exported to and imported
// from bytes through them (`exported(as:)`, `init(importing:contentType:)` here). There is no drag and drop,
// pasteboard or share sheet on this platform, so nothing else ever asks for them.
@_exported import Foundation
@_exported import UniformTypeIdentifiers
@_exported import WidgetSDK
