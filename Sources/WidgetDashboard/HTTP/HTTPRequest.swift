/// One HTTP request as the server received it: method, path, query arguments, headers,
/// cookies and body (already read in full; the server limits its size).
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, ...
    public var method: String
    /// The path without the query string, percent-decoded by the server (`/api/instances/3/tap`).
    public var path: String
    /// The query arguments, decoded (`?plugin=Counter&kind=MyWidget`); the last value of a repeated name wins.
    public var query: [String: String]
    /// The headers by lowercased name.
    public var headers: [String: String]
    /// The cookies the client sent.
    public var cookies: [String: String]
    /// The body bytes.
    public var body: [UInt8]

    /// A request; header names are lowercased.
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], cookies: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { $1 }
        self.cookies = cookies
        self.body = body
    }

    /// The header `name` (any letter case), if present.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The path split at `/`, without empty parts: `["api", "instances", "3", "tap"]`.
    public var pathComponents: [String] { path.split(separator: "/").map(String.init) }

    /// Whether the method changes state (anything but `GET`, `HEAD` and `OPTIONS`).
    public var isStateChanging: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }
}
