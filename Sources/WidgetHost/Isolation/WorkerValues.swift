import WidgetWire

extension BoundArgument {
    /// The argument on the wire: the value for numbers, booleans and strings, `null` for a NULL
    /// string and for output buffers (the worker allocates those).
    var wireValue: JSONValue {
        switch self {
        case .bool(let flag): .bool(flag)
        case .int32(let number): .integer(Int64(number))
        case .int64(let number): .integer(number)
        case .double(let number): .double(number)
        case .string(let text): text.map(JSONValue.string) ?? .null
        case .result, .error: .null
        }
    }

    /// The argument `value` carries for the declared `argument`, or `nil` if it does not fit it.
    init?(wire value: JSONValue, for argument: HandlerArgument) {
        switch (argument.type, value) {
        case (.bool, .bool(let flag)): self = .bool(flag)
        case (.int32, .integer(let number)):
            guard let small = Int32(exactly: number) else { return nil }
            self = .int32(small)
        case (.int64, .integer(let number)): self = .int64(number)
        case (.double, .double(let number)): self = .double(number)
        case (.double, .integer(let number)): self = .double(Double(number))
        case (.string, .string(let text)): self = .string(text)
        case (.string, .null): self = .string(nil)
        case (.buffer, .null) where argument.source == .result: self = .result
        case (.buffer, .null) where argument.source == .error: self = .error
        default: return nil
        }
    }
}

/// A C return value as the 64 bits libffi stored, in decimal: exact for every return type.
enum ReturnBits {
    /// The bits of `value`.
    static func encode(_ value: FFICallInterface.ReturnValue) -> String {
        let bits: UInt64 =
            switch value {
            case .void: 0
            case .bool(let flag): flag ? 1 : 0
            case .int32(let number): UInt64(UInt32(bitPattern: number))
            case .int64(let number): UInt64(bitPattern: number)
            case .double(let number): number.bitPattern
            }
        return String(bits)
    }

    /// The value of a handler declared to return `type`, from its bits; `nil` if `text` is not 64 bits in decimal.
    static func decode(_ text: String, as type: HandlerReturnType) -> FFICallInterface.ReturnValue? {
        guard let bits = UInt64(text) else { return nil }
        switch type {
        case .void: return .void
        case .status, .int32: return .int32(Int32(truncatingIfNeeded: bits))
        case .bool: return .bool(bits & 0xff != 0)
        case .int64: return .int64(Int64(bitPattern: bits))
        case .double: return .double(Double(bitPattern: bits))
        }
    }
}
