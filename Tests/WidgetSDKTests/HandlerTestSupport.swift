import Testing
import WidgetWire

@testable import WidgetSDK

/// The decoded result of a handler that succeeded.
func decodeSuccess<Value: Decodable>(_ result: HandlerResult, as type: Value.Type) throws -> Value {
    switch result {
    case .success(let bytes): return try WireCoding.decode(type, from: bytes)
    case .failure(let error): throw error
    }
}

/// The error of a handler that failed, or `nil` when it succeeded.
func failure(of result: HandlerResult) -> HandlerError? {
    if case .failure(let error) = result { return error }
    return nil
}

/// A request as JSON text.
func json(_ value: some Encodable) throws -> String {
    try WireCoding.encodeString(value)
}
