extension WireCoding {
    /// Encodes a timeline as compact UTF-8 JSON with sorted keys: the bytes the generic encoding
    /// writes for it, with its common view nodes written by hand (a timeline's hot path: a plugin's
    /// answer, the host storing it). A timeline the hand-written path refuses is encoded the generic way.
    public static func encodeTimeline(_ payload: TimelinePayload) throws -> [UInt8] {
        var writer = ViewTreeWriter()
        if (try? writer.write(payload)) != nil { return writer.bytes }
        return try encode(payload)
    }

    /// ``encodeTimeline(_:)`` as a string.
    public static func encodeTimelineString(_ payload: TimelinePayload) throws -> String {
        String(decoding: try encodeTimeline(payload), as: UTF8.self)
    }

    /// Decodes a timeline from UTF-8 JSON: what the generic decoding makes of the same bytes, with its
    /// common view nodes read by hand. JSON the hand-written path does not read is decoded the generic
    /// way, which also says what is wrong with bad JSON.
    ///
    /// - Throws: `WireDecodingError` naming the place in the JSON that did not fit.
    /// The payload keeps `bytes` as its ``TimelinePayload/wireJSON``. With `assigningControlIDs`, its buttons and
    /// toggles get the ids ``ControlIdentifiers/assign(in:)-(TimelinePayload)`` gives (written as they are read).
    public static func decodeTimeline(from bytes: some Collection<UInt8>, assigningControlIDs: Bool = false) throws -> TimelinePayload {
        var payload: TimelinePayload
        if let read = ViewTreeReader.timeline(from: bytes, assigningControlIDs: assigningControlIDs) {
            payload = read
        } else {
            let decoded = try decode(TimelinePayload.self, from: bytes)
            payload = assigningControlIDs ? ControlIdentifiers.assign(in: decoded) : decoded
        }
        payload.wireJSON = Array(bytes)
        return payload
    }

    /// The dates a timeline may hold, in seconds since 1970: from Foundation's `Date.distantPast` to its
    /// `Date.distantFuture`, a day either side. A date past them (1e300) cannot be shown or scheduled.
    public static let timelineDates = -62_135_856_000.0...64_092_297_600.0

    /// Refuses a timeline with an entry date or an `.after` date outside ``timelineDates``: what a host checks of a
    /// plugin's timeline beyond its shape.
    public static func checkTimelineDates(of payload: TimelinePayload) throws(WireDecodingError) {
        func refuse(_ date: Double, at path: String) -> WireDecodingError {
            WireDecodingError(
                type: "TimelinePayload", path: path,
                reason: "the date \(date) is outside the dates a timeline may hold (the years 1 to 4001, \(timelineDates))")
        }
        for (index, entry) in payload.entries.enumerated() where !timelineDates.contains(entry.date) {
            throw refuse(entry.date, at: "entries[\(index)].date")
        }
        if case .after(let date) = payload.policy, !timelineDates.contains(date) { throw refuse(date, at: "policy.date") }
    }

    /// The JSON the host stores for `payload`, as UTF-8: the bytes it was decoded from while unchanged (valid
    /// UTF-8, since decoding them checked every string), else its encoding. Control ids are left out of the first;
    /// a timeline read back gets them again (``ControlIdentifiers/assign(in:)-(TimelinePayload)``).
    public static func storedTimeline(_ payload: TimelinePayload) throws -> [UInt8] {
        try payload.wireJSON ?? encodeTimeline(payload)
    }

    /// Decodes a timeline from a JSON string, as the bytes overload does.
    public static func decodeTimeline(from text: String, assigningControlIDs: Bool = false) throws -> TimelinePayload {
        try decodeTimeline(from: text.utf8, assigningControlIDs: assigningControlIDs)
    }
}
