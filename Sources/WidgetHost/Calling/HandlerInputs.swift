import WidgetWire

/// The values a handler call draws its arguments from, one per argument source.
struct HandlerInputs {
    /// The intent whose parameters `parameter` arguments name (for messages and types).
    var intent: IntentDescriptor?
    /// Checked parameter values (perform) or configuration values (widgets).
    var parameters: [String: JSONValue] = [:]
    /// The whole request, encoded as JSON only if the handler takes it.
    var request: any WireRequest
    /// The search text of an `entities(matching:)` query.
    var text: String?
    /// The ids of an `entities(for:)` query.
    var identifiers: [String]?
    /// The widget family.
    var family: WidgetFamilyName?
    /// The host's current time, seconds since 1970.
    var now: Double
    /// Whether the host asks for a gallery preview.
    var preview: Bool = false
}

/// What a handler call produced.
struct HandlerOutcome: Sendable {
    /// The C return value.
    var returned: FFICallInterface.ReturnValue
    /// The bytes written to the result buffer, if the handler has one.
    var result: [UInt8]
    /// The bytes written to the error buffer, if the handler has one.
    var error: [UInt8]
}

/// What a perform handler's outcome says: the result's value and dialog.
struct Performed: Sendable {
    var value: JSONValue?
    var dialog: String?
}
