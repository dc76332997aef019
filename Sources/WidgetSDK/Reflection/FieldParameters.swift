@_spi(Reflection) import Swift

/// Finds the `@Parameter`s of a struct intent just made by where it stores them, named by its
/// fields as the type's metadata lists them (`_forEachField`): no `Mirror`, and no cast.
///
/// `Mirror(reflecting:)` asks each value whether it is `CustomReflectable`, and each child whether
/// it is a parameter: casts that, after each library load, scan every loaded image's conformance
/// records. A plugin's load reflected each of its intents so. Here a field is a parameter when its
/// type is that of a parameter the intent recorded as it was made (``ParameterCollection``) and it
/// holds that very parameter.
enum FieldParameters {
    /// The parameters of `intent`, in declaration order, from `recorded` (those it made, in any
    /// order); `nil` when `Intent` is a class, or a field of a recorded parameter's type holds
    /// none of them, or a recorded parameter is not held exactly once (reflection decides then).
    static func parameters<Intent: AppIntent>(
        of intent: Intent, recorded: [any AnyIntentParameter]
    ) -> [ParameterReflection.Found]? {
        guard !(Intent.self is AnyClass) else { return nil }
        // Every parameter records itself as it is made: an intent that made none holds none.
        guard !recorded.isEmpty else { return [] }
        let addresses = recorded.map { UInt(bitPattern: Unmanaged.passUnretained($0 as AnyObject).toOpaque()) }
        let types = Set(recorded.map { ObjectIdentifier(type(of: $0)) })
        var found: [ParameterReflection.Found] = []
        var held = Array(repeating: false, count: recorded.count)
        let complete = withUnsafeBytes(of: intent) { bytes in
            _forEachField(of: Intent.self, options: []) { name, offset, type, _ in
                guard types.contains(ObjectIdentifier(type)) else { return true }
                guard offset + MemoryLayout<UInt>.size <= bytes.count else { return false }
                let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt.self)
                guard let index = addresses.firstIndex(of: word), !held[index] else { return false }
                held[index] = true
                let label = String(cString: name)
                let parameter = recorded[index]
                found.append(
                    ParameterReflection.Found(
                        name: label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter: parameter, shape: parameter.shape))
                return true
            }
        }
        guard complete, found.count == recorded.count else { return nil }
        return found
    }
}
