internal import WidgetWire

extension IntentParameter {
    /// Sets a `String`, `Int`, `Double` or `Bool` parameter (or an optional one) straight from the
    /// request's `json`, with no `Any` box and no dynamic cast: what most performs set. Returns
    /// false, setting nothing, for any other type or value (`null`, an entity, an array, a real for
    /// an `Int`), which ``ParameterValueCodec`` then decodes as before; where both apply, they set the
    /// same value.
    ///
    /// The type is asked by comparing metadata (`Value.self == Int.self`), and the value is
    /// reinterpreted only as the very type it is.
    func assignScalar(_ json: JSONValue) -> Bool {
        switch json {
        case .string(let text): return store(text)
        case .integer(let number): return store(Int(number)) || store(Double(number))
        case .double(let number): return store(number)
        case .bool(let flag): return store(flag)
        default: return false
        }
    }

    /// Stores `value` if `Value` is `Scalar` or `Scalar?`; false otherwise.
    private func store<Scalar>(_ value: Scalar) -> Bool {
        if Value.self == Scalar.self {
            assignTyped(unsafeBitCast(value, to: Value.self))
            return true
        }
        if Value.self == Scalar?.self {
            assignTyped(unsafeBitCast(Optional(value), to: Value.self))
            return true
        }
        return false
    }
}
