import Foundation

/// What the server sends back: a status, headers, and either bytes or a stream that is
/// written as it produces chunks (server-sent events).
public struct HTTPResponse: Sendable {
    /// The body of a response.
    public enum Body: Sendable {
        /// The whole body at once.
        case bytes([UInt8])
        /// A body of unknown length, sent chunk by chunk as the stream produces them.
        case stream(any HTTPBodyStream)
    }

    /// The status code (200, 404, ...).
    public var status: Int
    /// The headers, in order (`Content-Type` among them).
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: Body

    /// A response with `status`, `headers` and `body`.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of header `name` (any letter case), if set.
    public func header(_ name: String) -> String? {
        headers.last { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// This response with header `name: value` added.
    public func adding(_ name: String, _ value: String) -> HTTPResponse {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }

    /// The body's bytes, or `nil` for a stream.
    public var bodyBytes: [UInt8]? {
        if case .bytes(let bytes) = body { return bytes }
        return nil
    }

    /// The body as UTF-8 text, or `nil` for a stream.
    public var bodyText: String? { bodyBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// A `text/html` response.
    public static func html(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    /// A `text/plain` response.
    public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    /// An `application/json` response with `value` encoded (keys sorted, so responses are stable).
    public static func json<Value: Encodable>(_ value: Value, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = (try? encoder.encode(value)).map(Array.init) ?? Array(#"{"error":"cannot encode the response"}"#.utf8)
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json")], body: .bytes(bytes))
    }

    /// A response of `contentType` with `text` as its body (scripts, style sheets).
    public static func asset(_ text: String, contentType: String) -> HTTPResponse {
        asset(Array(text.utf8), contentType: contentType)
    }

    /// A response of `contentType` with `bytes` as its body (scripts, style sheets).
    public static func asset(_ bytes: [UInt8], contentType: String) -> HTTPResponse {
        HTTPResponse(status: 200, headers: [("Content-Type", contentType), ("Cache-Control", "no-cache")], body: .bytes(bytes))
    }
}

/// A response body produced over time, such as a server-sent event stream.
///
/// The server calls ``nextChunk()`` on the connection's own thread, so it may block until
/// there is something to send; returning `nil` ends the response. ``close()`` is called once
/// when the connection ends (the client left, or the server is stopping).
public protocol HTTPBodyStream: AnyObject, Sendable {
    /// The next bytes to send, waiting for them if need be; `nil` ends the body.
    func nextChunk() -> [UInt8]?
    /// The connection is over: release what the stream holds, and make a waiting ``nextChunk()`` return `nil`.
    func close()
}
