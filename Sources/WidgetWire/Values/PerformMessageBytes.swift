extension PerformRequest {
    /// The request `bytes` hold, read without Foundation (``JSONValueParser``); `nil` when they
    /// are not a request's valid JSON, which decoding them with ``WireCoding`` then explains.
    public init?(parsing bytes: some Collection<UInt8>) {
        self.init(parsed: JSONValueParser.parse(bytes))
    }

    /// The request `text` holds, read as the bytes overload reads them: a concrete type, so a
    /// caller in another module (a plugin's SDK) runs no generic code.
    public init?(parsing text: String) {
        self.init(parsed: JSONValueParser.parse(text))
    }

    private init?(parsed: JSONValue?) {
        guard case .object(let members)? = parsed, case .object(let parameters)? = members["parameters"] else { return nil }
        self.init(parameters: parameters)
    }

    /// The request as the compact JSON ``WireCoding/encode(_:)`` writes (keys sorted), written
    /// without Foundation (``JSONValueWriter``): what the host passes a perform handler's `request` argument.
    /// - Throws: ``JSONValueWriter/UnrepresentableNumber`` for a value that is an infinite or NaN real.
    public func encodedBytes() throws(JSONValueWriter.UnrepresentableNumber) -> [UInt8] {
        var bytes: [UInt8] = []
        try JSONValueWriter.writeObject([("parameters", .object(parameters))], to: &bytes)
        return bytes
    }
}

extension PerformResponse {
    /// The bytes of a response with neither value nor dialog (most performs'), written once.
    public static let emptyBytes: [UInt8] = Array("{}".utf8)

    /// The response `bytes` hold, read without Foundation (``JSONValueParser``), as
    /// ``WireCoding`` decodes it (a `null` member is absent, other members are ignored);
    /// `nil` when they are not a response's valid JSON, which decoding them with ``WireCoding`` then explains.
    public init?(parsing bytes: some Collection<UInt8>) {
        self.init(members: JSONValueParser.parse(bytes))
    }

    /// The same for bytes in an array (a handler's result): the empty response, the most common,
    /// is told by comparing two bytes, and the rest is parsed by code made for arrays.
    public init?(parsing bytes: [UInt8]) {
        if bytes == Self.emptyBytes {
            self.init()
            return
        }
        self.init(members: JSONValueParser.parse(bytes))
    }

    /// The response a parsed JSON value is, if it is one.
    private init?(members parsed: JSONValue?) {
        guard case .object(let members)? = parsed else { return nil }
        switch members["dialog"] {
        case nil, .null?: dialog = nil
        case .string(let text)?: dialog = text
        default: return nil
        }
        switch members["value"] {
        case nil, .null?: value = Optional<JSONValue>.none
        case let given?: value = given
        }
    }

    /// The response as the compact JSON ``WireCoding/encode(_:)`` writes, written without Foundation (``JSONValueWriter``).
    /// - Throws: ``JSONValueWriter/UnrepresentableNumber`` for a value that is an infinite or NaN real.
    public func encodedBytes() throws(JSONValueWriter.UnrepresentableNumber) -> [UInt8] {
        if dialog == nil, value == nil { return Self.emptyBytes }
        var members: [(key: String, value: JSONValue)] = []
        if let dialog { members.append(("dialog", .string(dialog))) }
        if let value { members.append(("value", value)) }
        var bytes: [UInt8] = []
        try JSONValueWriter.writeObject(members, to: &bytes)
        return bytes
    }
}
