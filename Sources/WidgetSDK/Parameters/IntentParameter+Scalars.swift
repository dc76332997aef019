internal import WidgetWire

extension IntentParameter {
    /// Sets a `String`, `Int`, `Double` or `Bool` parameter (or an optional one) straight from the
    /// request's `json`, with no `Any` box and no dynamic cast: what most performs set. Returns
    /// false, setting nothing, for any other type or value (`null`, an entity, an array, a real for
    /// an `Int`), which ``ParameterValueCodec`` then decodes as before; where both apply, they set the
    /// same value.
    ///
    /// The type is told by its identity (`Value.self == Int.self`, concrete types, so no generic
    /// metadata is looked up), and a value is reinterpreted only as the very type it is.
    func assignScalar(_ json: JSONValue) -> Bool {
        // Each case sets its value itself: a `Value?` returned by a helper would cost a look-up of
        // the metadata of `Optional<Value>`, which generic code makes on every use.
        switch (ObjectIdentifier(Value.self), json) {
        case (ObjectIdentifier(String.self), .string(let text)): assignTyped(unsafeBitCast(text, to: Value.self))
        case (ObjectIdentifier(String?.self), .string(let text)): assignTyped(unsafeBitCast(String?.some(text), to: Value.self))
        case (ObjectIdentifier(Int.self), .integer(let number)): assignTyped(unsafeBitCast(Int(number), to: Value.self))
        case (ObjectIdentifier(Int?.self), .integer(let number)): assignTyped(unsafeBitCast(Int?.some(Int(number)), to: Value.self))
        case (ObjectIdentifier(Double.self), .integer(let number)): assignTyped(unsafeBitCast(Double(number), to: Value.self))
        case (ObjectIdentifier(Double?.self), .integer(let number)):
            assignTyped(unsafeBitCast(Double?.some(Double(number)), to: Value.self))
        case (ObjectIdentifier(Double.self), .double(let number)): assignTyped(unsafeBitCast(number, to: Value.self))
        case (ObjectIdentifier(Double?.self), .double(let number)): assignTyped(unsafeBitCast(Double?.some(number), to: Value.self))
        case (ObjectIdentifier(Bool.self), .bool(let flag)): assignTyped(unsafeBitCast(flag, to: Value.self))
        case (ObjectIdentifier(Bool?.self), .bool(let flag)): assignTyped(unsafeBitCast(Bool?.some(flag), to: Value.self))
        default: return false
        }
        return true
    }

    /// The JSON of a `String`, `Int`, `Double` or `Bool` value (or of an optional one holding one),
    /// with no `Any` box: what ``ParameterValueCodec`` writes for it; `nil` for any other type, or
    /// for an optional holding `nil`, which the codec writes.
    func scalarWireValue(_ value: Value) -> JSONValue? {
        switch ObjectIdentifier(Value.self) {
        case ObjectIdentifier(String.self): .string(unsafeBitCast(value, to: String.self))
        case ObjectIdentifier(String?.self): unsafeBitCast(value, to: String?.self).map(JSONValue.string)
        case ObjectIdentifier(Int.self): .integer(Int64(unsafeBitCast(value, to: Int.self)))
        case ObjectIdentifier(Int?.self): unsafeBitCast(value, to: Int?.self).map { .integer(Int64($0)) }
        case ObjectIdentifier(Double.self): .double(unsafeBitCast(value, to: Double.self))
        case ObjectIdentifier(Double?.self): unsafeBitCast(value, to: Double?.self).map(JSONValue.double)
        case ObjectIdentifier(Bool.self): .bool(unsafeBitCast(value, to: Bool.self))
        case ObjectIdentifier(Bool?.self): unsafeBitCast(value, to: Bool?.self).map(JSONValue.bool)
        default: nil
        }
    }
}
