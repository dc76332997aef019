import Synchronization
import WidgetHost

/// Keeps other web sites from acting through a visitor's browser (cross-site request
/// forgery) and from reaching the server through a foreign host name (DNS rebinding).
///
/// - Every request must name the server by an address it listens on (`Host` header).
/// - The page gets a session: a cookie (`HttpOnly`, `SameSite=Strict`) and a token written
///   into the page, which its scripts send back in the `X-WidgetHost-Token` header.
/// - A state-changing request must carry both, matching, and an `Origin` header naming the
///   server's own origin (`http://127.0.0.1:8080`). Anything else is refused with 403.
public final class SessionGuard: Sendable {
    /// The header the page sends its session token in.
    public static let tokenHeader = "X-WidgetHost-Token"

    /// A browser session: the cookie's value and the token that goes with it.
    public struct Session: Hashable, Sendable {
        /// The cookie's value.
        public var id: String
        /// The token the page must send with state-changing requests.
        public var token: String
    }

    /// The cookie's name (the port is part of it: cookies are shared by every port of a host).
    public var cookieName: String { "widgethost-session-\(port)" }
    /// The `Host` values accepted (`127.0.0.1:8080`, `localhost:8080`); `nil` accepts any (a server
    /// listening on every interface, whose names cannot be known).
    public var allowedHosts: Set<String>? {
        guard let names = hostNames else { return nil }
        return Set(names.map { "\($0):\(port)" })
    }
    /// The port the server listens on (known once it has started).
    public var port: UInt16 { boundPort.load(ordering: .acquiring) }

    private let hostNames: [String]?
    private let boundPort: Atomic<UInt16>
    private let sessions = Mutex<(byID: [String: Session], order: [String])>(([:], []))
    private let sessionLimit: Int

    /// A guard for a server listening on `host` (an IP address) and `port` (0 until known: see ``listen(on:)``).
    public init(host: String, port: UInt16 = 0, sessionLimit: Int = 1_000) {
        boundPort = Atomic(port)
        self.sessionLimit = sessionLimit
        if host == "0.0.0.0" || host == "::" {
            hostNames = nil
        } else {
            let literal = host.contains(":") ? "[\(host)]" : host
            hostNames = Array(Set([literal, "localhost", "127.0.0.1", "[::1]"])).sorted()
        }
    }

    /// Sets the port the server listens on, once it is bound.
    public func listen(on port: UInt16) { boundPort.store(port, ordering: .releasing) }

    // MARK: - Sessions

    /// The session the request's cookie names, if it is one this server issued.
    public func session(of request: HTTPRequest) -> Session? {
        guard let id = request.cookies[cookieName] else { return nil }
        return sessions.withLock { $0.byID[id] }
    }

    /// A new session with fresh random id and token (the oldest is dropped past the limit).
    public func newSession() -> Session {
        let session = Session(id: Self.randomToken(), token: Self.randomToken())
        sessions.withLock { state in
            state.byID[session.id] = session
            state.order.append(session.id)
            if state.order.count > sessionLimit { state.byID[state.order.removeFirst()] = nil }
        }
        return session
    }

    /// The `Set-Cookie` value that gives the browser `session`.
    public func cookie(for session: Session) -> String {
        "\(cookieName)=\(session.id); Path=/; HttpOnly; SameSite=Strict"
    }

    // MARK: - Checks

    /// Why the request must be refused, if it must: a foreign `Host` (any request), or, for a
    /// state-changing request, a missing or foreign `Origin`, no session, or a wrong token.
    public func refusal(for request: HTTPRequest) -> RequestRefusal? {
        let location = "request \(request.method) \(request.path)"
        let host = request.header("Host") ?? ""
        if let allowedHosts, !allowedHosts.contains(host.lowercased()) {
            return RequestRefusal(
                status: 403,
                diagnostic: Diagnostic(
                    problem: host.isEmpty ? "no Host header" : "the host name '\(host)' is not this server's", location: location,
                    expected: "one of \(allowedHosts.sorted().joined(separator: ", "))"))
        }
        guard request.isStateChanging else { return nil }
        let ownOrigin = "http://\(host)"
        guard let origin = request.header("Origin"), origin.lowercased() == ownOrigin.lowercased() else {
            let problem =
                request.header("Origin").map { "a cross-site request from origin '\($0)'" } ?? "a request without an Origin header"
            return RequestRefusal(
                status: 403, diagnostic: Diagnostic(problem: problem, location: location, expected: "a request from \(ownOrigin) itself"))
        }
        guard let session = session(of: request) else {
            return RequestRefusal(
                status: 403,
                diagnostic: Diagnostic(
                    problem: "no dashboard session", location: location,
                    expected: "the session cookie the dashboard page sets (reload the page)"))
        }
        guard let token = request.header(Self.tokenHeader), Self.constantTimeEqual(token, session.token) else {
            return RequestRefusal(
                status: 403,
                diagnostic: Diagnostic(
                    problem: request.header(Self.tokenHeader) == nil ? "no session token" : "a wrong session token", location: location,
                    expected: "the token of the page's session in the \(Self.tokenHeader) header"))
        }
        return nil
    }

    // MARK: - Helpers

    /// 32 random bytes as 64 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    /// Compares two strings in time that depends only on their lengths.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// A request the dashboard refuses: the status to answer with, and the one-line reason.
public struct RequestRefusal: Error, Hashable, Sendable {
    /// The HTTP status (403).
    public var status: Int
    /// What was wrong, where, and what was expected.
    public var diagnostic: Diagnostic
}
