import WidgetWire

/// A request a handler may take whole (the `request` argument source), encoded as JSON only if it does.
///
/// The generic encoding by default; a request sent on every call of a hot path (a timeline's) writes its
/// own bytes, the same ones.
protocol WireRequest: Encodable {
    /// The request as the handler reads it: compact JSON, keys sorted.
    func wireJSON() throws -> String
}

extension WireRequest {
    func wireJSON() throws -> String { try WireCoding.encodeString(self) }
}

extension TimelineRequest: WireRequest {
    func wireJSON() throws -> String { try WireCoding.encodeTimelineRequest(self) }
}

extension PerformRequest: WireRequest {}
extension OptionsRequest: WireRequest {}
extension QueryRequest: WireRequest {}
extension Dictionary: WireRequest where Key == String, Value == JSONValue {}
