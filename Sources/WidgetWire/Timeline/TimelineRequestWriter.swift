extension WireCoding {
    /// Encodes a ``TimelineRequest`` as ``encodeString(_:)`` does (compact, keys sorted), written member by
    /// member with ``JSONValueWriter``: what the host sends with every timeline call. A request it cannot
    /// write (an infinite or NaN number) is encoded the generic way, which says what is wrong with it.
    public static func encodeTimelineRequest(_ request: TimelineRequest) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160)
        do {
            try write(request, to: &bytes)
        } catch {
            return try encodeString(request)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The members of `request`, by sorted key.
    private static func write(_ request: TimelineRequest, to bytes: inout [UInt8]) throws(JSONValueWriter.UnrepresentableNumber) {
        func key(_ name: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        if let scheme = request.colorScheme {
            key(#"{"colorScheme":"#)
            JSONValueWriter.writeQuoted(scheme, to: &bytes)
            key(#","configuration":"#)
        } else {
            key(#"{"configuration":"#)
        }
        try JSONValueWriter.write(.object(request.configuration), to: &bytes)
        key(#","displaySize":{"height":"#)
        try JSONValueWriter.write(.double(request.displaySize.height), to: &bytes)
        key(#","width":"#)
        try JSONValueWriter.write(.double(request.displaySize.width), to: &bytes)
        key(#"},"family":"#)
        JSONValueWriter.writeQuoted(request.family.rawValue, to: &bytes)
        key(request.isPreview ? #","isPreview":true,"now":"# : #","isPreview":false,"now":"#)
        try JSONValueWriter.write(.double(request.now), to: &bytes)
        key(#","operation":"#)
        JSONValueWriter.writeQuoted(request.operation.rawValue, to: &bytes)
        key("}")
    }
}
