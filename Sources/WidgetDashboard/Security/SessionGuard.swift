import Synchronization
import WidgetHost

/// Keeps other web sites from acting through a visitor's browser (cross-site request
/// forgery), from reaching the server through a foreign host name (DNS rebinding), and,
/// when the server listens beyond loopback, everyone without its access token.
///
/// - Every request must name the server by a name it knows (`Host` header): its loopback
///   names, the address it listens on, and, beyond loopback, this machine's host name and the
///   names it was given (`--allow-host`).
/// - With an access token (always beyond loopback), every request needs it: in the `token`
///   query argument, or the cookie of a session the token opened (``newSession(trusted:)``).
/// - The page gets a session: a cookie (`HttpOnly`, `SameSite=Strict`) and a token written
///   into the page, which its scripts send back in the `X-WidgetHost-Token` header.
/// - A state-changing request must carry both, matching, and an `Origin` header naming the
///   server's own origin (`http://127.0.0.1:8080`). Anything else is refused with 403.
public final class SessionGuard: Sendable {
    /// The header the page sends its session token in.
    public static let tokenHeader = "X-WidgetHost-Token"
    /// The query argument that carries the access token (`/?token=...`).
    public static let accessTokenArgument = "token"

    /// A browser session: the cookie's value and the token that goes with it.
    public struct Session: Hashable, Sendable {
        /// The cookie's value.
        public var id: String
        /// The token the page must send with state-changing requests.
        public var token: String
    }

    /// The cookie's name (the port is part of it: cookies are shared by every port of a host).
    public var cookieName: String { "widgethost-session-\(port)" }
    /// The `Host` values accepted (`127.0.0.1:8080`, `localhost:8080`, `myhost:8080`).
    public var allowedHosts: Set<String> { Set(hostNames.map { "\($0):\(port)" }) }
    /// The port the server listens on (known once it has started).
    public var port: UInt16 { boundPort.load(ordering: .acquiring) }
    /// The token every request must carry (or have opened its session with); `nil` on a
    /// loopback server given none.
    public let accessToken: String?

    private let hostNames: [String]
    private let boundPort: Atomic<UInt16>
    private let sessions: Mutex<SessionPools>

    /// A guard for a server listening on `host` (an IP address) and `port` (0 until known: see ``listen(on:)``).
    ///
    /// - Parameters:
    ///   - sessionLimit: how many fresh sessions are kept, and how many trusted ones.
    ///   - accessToken: the token requests need; beyond loopback one is generated if none is given.
    ///   - allowedNames: more host names the server may be called by (beyond loopback).
    public init(host: String, port: UInt16 = 0, sessionLimit: Int = 1_000, accessToken: String? = nil, allowedNames: [String] = []) {
        boundPort = Atomic(port)
        sessions = Mutex(SessionPools(limit: sessionLimit))
        let address = ListeningAddress(host)
        var names = Set(ListeningAddress.loopbackNames)
        if !address.isWildcard { names.insert(address.literal.lowercased()) }
        if !address.isLoopback {
            names.insert(ListeningAddress.machineHostName)
            names.formUnion(allowedNames.map { $0.lowercased() })
        }
        hostNames = names.sorted()
        self.accessToken = accessToken ?? (address.isLoopback ? nil : Self.randomToken())
    }

    /// Sets the port the server listens on, once it is bound.
    public func listen(on port: UInt16) { boundPort.store(port, ordering: .releasing) }

    // MARK: - Sessions

    /// The session the request's cookie names, if it is one this server issued.
    public func session(of request: HTTPRequest) -> Session? {
        guard let id = request.cookies[cookieName] else { return nil }
        return sessions.withLock { $0.session(id)?.session }
    }

    /// A new session with fresh random id and token. A `trusted` one (opened with the access
    /// token) is kept apart from fresh page loads; of those, the oldest is dropped past the limit.
    public func newSession(trusted: Bool = false) -> Session {
        let session = Session(id: Self.randomToken(), token: Self.randomToken())
        sessions.withLock { $0.insert(session, trusted: trusted) }
        return session
    }

    /// Keeps `session` apart from fresh page loads from now on: call it once one of its
    /// actions has passed ``refusal(for:)``, so that a flood of page loads cannot push it out.
    public func trust(_ session: Session) { sessions.withLock { $0.trust(session.id) } }

    /// Whether the request's cookie names a session opened with the access token or trusted since.
    public func hasTrustedSession(_ request: HTTPRequest) -> Bool {
        guard let id = request.cookies[cookieName] else { return false }
        return sessions.withLock { $0.session(id)?.isTrusted ?? false }
    }

    /// Whether the request carries the access token in its query (`?token=...`).
    public func carriesAccessToken(_ request: HTTPRequest) -> Bool {
        guard let accessToken, let given = request.query[Self.accessTokenArgument] else { return false }
        return Self.constantTimeEqual(given, accessToken)
    }

    /// The `Set-Cookie` value that gives the browser `session`.
    public func cookie(for session: Session) -> String {
        "\(cookieName)=\(session.id); Path=/; HttpOnly; SameSite=Strict"
    }

    // MARK: - Checks

    /// Why the request must be refused, if it must: a foreign `Host` (any request), no access
    /// token where one is needed (any request), or, for a state-changing request, a missing or foreign `Origin`, no session, or a wrong token.
    public func refusal(for request: HTTPRequest) -> RequestRefusal? {
        let location = "request \(request.method) \(request.path)"
        let host = request.header("Host") ?? ""
        if !allowedHosts.contains(host.lowercased()) {
            let hint = accessToken == nil ? "" : " (--allow-host NAME adds a name)"
            return RequestRefusal(
                status: 403,
                diagnostic: Diagnostic(
                    problem: host.isEmpty ? "no Host header" : "the host name \(EchoedInput.quoted(host)) is not this server's",
                    location: location, expected: "one of \(allowedHosts.sorted().joined(separator: ", "))\(hint)"))
        }
        if accessToken != nil, !carriesAccessToken(request), !hasTrustedSession(request) {
            return RequestRefusal(
                status: 403,
                diagnostic: Diagnostic(
                    problem: "this dashboard needs its access token", location: location,
                    expected: "the address widgethost serve printed at start (http://\(host)/?token=...), which opens a session"))
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
