extension WireCoding {
    /// Decodes a ``TimelineRequest``, what a plugin's timeline handler reads per call: its members found on a
    /// `JSONTape` of the text, with no dictionary or `Decoder` made for them. JSON this does not read is
    /// decoded the generic way (``decode(_:from:)-(_,String)``), which also says what is wrong with it.
    ///
    /// - Throws: `WireDecodingError` naming the place in the JSON that did not fit.
    public static func decodeTimelineRequest(from text: String) throws -> TimelineRequest {
        var text = text
        let read = text.withUTF8 { bytes in JSONTape.read(bytes).flatMap(TimelineRequest.init(tape:)) }
        if let read { return read }
        return try decode(TimelineRequest.self, from: text)
    }
}

extension TimelineRequest {
    /// The request the tape's root object holds, or `nil` when a member is missing or of another type
    /// (as the generic decoding, every member is required; others are ignored).
    fileprivate init?(tape: JSONTape) {
        func member(_ name: StaticString, of index: Int = 0) -> Int? { tape.member(name, of: index) }
        guard let operation = member("operation").flatMap(tape.string).flatMap(TimelineOperation.init(rawValue:)),
            let family = member("family").flatMap(tape.string).flatMap(WidgetFamilyName.init(rawValue:)),
            let size = member("displaySize"), let width = member("width", of: size).flatMap(tape.number),
            let height = member("height", of: size).flatMap(tape.number), let isPreview = member("isPreview").flatMap(tape.bool),
            let now = member("now").flatMap(tape.number), let configuration = member("configuration"),
            tape.kind(configuration) == .object, case .object(let values) = tape.value(configuration)
        else { return nil }
        var scheme: String?
        if let index = member("colorScheme") {
            guard let text = tape.string(index) else { return nil }
            scheme = text
        }
        self.init(
            operation: operation, family: family, displaySize: DisplaySize(width: width, height: height), isPreview: isPreview, now: now,
            configuration: values, colorScheme: scheme)
    }
}
