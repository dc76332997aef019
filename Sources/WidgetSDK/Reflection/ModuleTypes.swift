internal import CTypeMetadata

/// The types a module of the plugin declares, read from the plugin's own Swift type metadata
/// (`Sources/CTypeMetadata`): how the SDK finds every `AppIntent` of a plugin, as iOS finds
/// them in the binary at build time. Generic types are not listed (they have no one metadata).
///
/// The image read is the plugin's (``PluginSlots/Owner/image``), which is not the SDK's own when
/// the plugin links the shared SDK library; 0 reads the image that links the SDK.
enum ModuleTypes {
    /// The non-generic structs, enums and classes `module` declares in the image based at `image` (0: the SDK's).
    static func declared(in module: String, image: UInt = 0) -> [Any.Type] {
        var capacity = 64
        while true {
            var buffer = [UnsafeRawPointer?](repeating: nil, count: capacity)
            let count = buffer.withUnsafeMutableBufferPointer { types in
                wh_module_types(UnsafeRawPointer(bitPattern: image), module, types.baseAddress, capacity)
            }
            if count <= capacity {
                return buffer[..<count].compactMap { $0.map { unsafeBitCast($0, to: Any.Type.self) } }
            }
            capacity = count
        }
    }

    /// The intent types `module` declares in the image based at `image`, in the order the image lists them.
    static func intents(in module: String, image: UInt = 0) -> [any AppIntent.Type] {
        declared(in: module, image: image).compactMap { $0 as? any AppIntent.Type }
    }
}
