/// Where a struct intent keeps each of its `@Parameter`s, found once per type so that the
/// parameters of any value of it are read without reflection (a `Button(intent:)` in a view body
/// reads them on every render, and `Mirror` cost most of that).
///
/// A `@Parameter` is a class, so the struct holds a reference to it at a fixed offset. The offsets
/// are found in one value made for the purpose: each parameter's reference must appear in exactly
/// one of its words, else (and for class intents, whose values are references) there is no table
/// and the caller reflects as before. Reading a value's word at an offset gives whatever parameter
/// that value holds now, one its `init` replaced included.
struct StoredParameters: Sendable {
    private struct Field: Sendable {
        let offset: Int
        /// The parameter whose reference is `pointer` (of the field's own class: no cast).
        let read: @Sendable (UnsafeRawPointer) -> any AnyIntentParameter
    }

    private let fields: [Field]

    /// The table of `Intent`, from `sample` and its `parameters` in declaration order; `nil` if
    /// `Intent` is a class or a parameter is not held exactly once among the value's words.
    init?<Intent: AppIntent>(of sample: Intent, parameters: [any AnyIntentParameter]) {
        guard !(Intent.self is AnyClass) else { return nil }
        let wordSize = MemoryLayout<UInt>.size
        let found: [Field]? = withUnsafeBytes(of: sample) { bytes in
            var fields: [Field] = []
            for parameter in parameters {
                let address = UInt(bitPattern: Unmanaged.passUnretained(parameter as AnyObject).toOpaque())
                let offsets = stride(from: 0, through: bytes.count - wordSize, by: wordSize).filter {
                    bytes.loadUnaligned(fromByteOffset: $0, as: UInt.self) == address
                }
                guard offsets.count == 1 else { return nil }
                fields.append(Field(offset: offsets[0], read: Self.reader(of: parameter)))
            }
            return fields
        }
        guard let found else { return nil }
        fields = found
    }

    /// Calls `body` with each parameter `intent` holds and its index in the table's `parameters`.
    func read<Intent: AppIntent>(_ intent: Intent, _ body: (Int, any AnyIntentParameter) -> Void) {
        withUnsafeBytes(of: intent) { bytes in
            for index in fields.indices {
                body(index, fields[index].read(bytes.loadUnaligned(fromByteOffset: fields[index].offset, as: UnsafeRawPointer.self)))
            }
        }
    }

    /// Reads a reference to a parameter of `parameter`'s own class.
    private static func reader<Parameter: AnyIntentParameter>(
        of parameter: Parameter
    ) -> @Sendable (UnsafeRawPointer) -> any AnyIntentParameter {
        { pointer in Unmanaged<Parameter>.fromOpaque(pointer).takeUnretainedValue() }
    }
}
