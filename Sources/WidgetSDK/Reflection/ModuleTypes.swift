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
        collect { types, capacity in wh_module_types(UnsafeRawPointer(bitPattern: image), module, types, capacity) }
    }

    /// The intent types `module` declares in the image based at `image`, in the order the image lists them.
    ///
    /// Only the types the image's conformance records say may be intents are cast (see
    /// `wh_module_conformers`): a failing cast of a type the runtime has not met scans every
    /// image's conformance records, and a plugin declares many more types than intents.
    static func intents(in module: String, image: UInt = 0) -> [any AppIntent.Type] {
        let sdkModule = TypeIdentifier.moduleName(of: PluginRuntime.self)
        let candidates = collect { types, capacity in
            wh_module_conformers(UnsafeRawPointer(bitPattern: image), module, sdkModule, appIntentName, types, capacity)
        }
        return candidates.compactMap { $0 as? any AppIntent.Type }
    }

    /// The name `AppIntent` is declared under in the SDK's module.
    static let appIntentName = "AppIntent"

    /// The types `scan` writes (it returns how many there are, which may be more than it had room for).
    private static func collect(_ scan: (UnsafeMutablePointer<UnsafeRawPointer?>?, Int) -> Int) -> [Any.Type] {
        var capacity = 64
        while true {
            var buffer = [UnsafeRawPointer?](repeating: nil, count: capacity)
            let count = buffer.withUnsafeMutableBufferPointer { types in scan(types.baseAddress, capacity) }
            if count <= capacity {
                return buffer[..<count].compactMap { $0.map { unsafeBitCast($0, to: Any.Type.self) } }
            }
            capacity = count
        }
    }
}
