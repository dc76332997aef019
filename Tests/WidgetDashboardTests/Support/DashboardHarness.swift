import Foundation
import WidgetDashboard
import WidgetHost
import WidgetRuntime
import WidgetTestSupport

/// A dashboard over its own state and plugin directories, serving on a free port, with its
/// daemon loop on a thread of its own, a manual clock, and a log of what it did.
final class DashboardHarness: Sendable {
    static let start = Date(timeIntervalSince1970: 1_714_557_600)  // 2024-05-01T10:00:00Z

    /// The page's session: the cookie to send back and the token the page holds.
    struct Session: Sendable {
        let cookie: String
        let token: String
    }

    let directory = TemporaryDirectory()
    let clock = ManualClock(DashboardHarness.start)
    let runtime: WidgetRuntime
    let dashboard: DashboardServer
    let client: HTTPTestClient
    /// Every change the dashboard heard of: the daemon's steps and the page's actions.
    let log = RuntimeEventLog()
    private let stopped = DispatchSemaphore(value: 0)

    /// A started dashboard with the Counter plugin and/or the `good` fixture (id `Good`), the C
    /// fixtures named in `fixtures` (`gate` as id `Gate`), and the plugins `swift build` built named
    /// in `built` (`OptionsFixture`), on its plugin path, loaded with `isolation`; listening on
    /// `host` (loopback unless told), with `access` (the token and more host names).
    init(
        counter: Bool = false, good: Bool = false, fixtures: [String] = [], built: [String] = [], isolation: PluginIsolation = .inProcess,
        host: String = "127.0.0.1", access: (token: String?, allowedHosts: [String]) = (nil, [])
    ) throws {
        let plugins = directory.path("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        if counter { try BuiltProducts.installPlugin("Counter", in: plugins) }
        if good { _ = try FixturePlugins.install("good", as: "Good", in: plugins) }
        for fixture in fixtures {
            _ = try FixturePlugins.install(fixture, as: fixture.prefix(1).uppercased() + fixture.dropFirst(), in: plugins)
        }
        for name in built { try BuiltProducts.installPlugin(name, in: plugins) }
        runtime = try WidgetRuntime(
            configuration: .init(
                stateDirectory: directory.path("state"), searchPath: PluginSearchPath(directories: [plugins]), clock: clock,
                logger: StandardErrorLogger(minimumLevel: .error), isolation: isolation))
        dashboard = try DashboardServer(
            runtime: runtime,
            configuration: .init(host: host, port: 0, heartbeat: 1, accessToken: access.token, allowedHosts: access.allowedHosts),
            handlesSignals: false)
        try dashboard.start()
        client = HTTPTestClient(port: dashboard.port)
        let dashboard = dashboard
        let stopped = stopped
        let log = log
        Thread {
            try? dashboard.run { log.append($0) }
            stopped.signal()
        }.start()
    }

    /// Stops the daemon loop and the server, and waits for both.
    func stop() {
        dashboard.stop()
        stopped.wait()
    }

    var stateDirectory: URL { directory.path("state") }
    var pluginDirectory: URL { directory.path("plugins") }
    /// The server's own origin, as a browser on the page sends it.
    var origin: String { "http://127.0.0.1:\(dashboard.port)" }

    /// Loads the page as a browser would and returns its session.
    func session() async throws -> Session {
        let page = try await get("/")
        guard let cookie = page.header("Set-Cookie")?.split(separator: ";").first.map(String.init) else {
            throw TestSetupError("the page sets no session:\n\(page.headers)")
        }
        return Session(cookie: cookie, token: try Self.pageToken(page))
    }

    /// Loads the page with `cookie` (a session opened with the access token) and returns the session with the page's token.
    func session(cookie: String) async throws -> Session {
        Session(cookie: cookie, token: try Self.pageToken(try await get("/", headers: ["Cookie": cookie])))
    }

    private static func pageToken(_ page: HTTPTestClient.Response) throws -> String {
        guard let tokenStart = page.body.range(of: #"name="widgethost-token" content=""#),
            let tokenEnd = page.body[tokenStart.upperBound...].firstIndex(of: "\"")
        else { throw TestSetupError("the page holds no session token:\n\(page.status) \(page.headers)") }
        return String(page.body[tokenStart.upperBound..<tokenEnd])
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> HTTPTestClient.Response {
        let client = client
        return try await offThePool { try client.request("GET", path, headers: headers) }
    }

    /// POSTs `json` as the page does: with the session's cookie and token and the server's own origin,
    /// unless told otherwise.
    func post(
        _ path: String, _ json: String, session: Session?, origin: String?? = .none, token: String?? = .none
    ) async throws
        -> HTTPTestClient.Response
    {
        var headers = ["Content-Type": "application/json"]
        if let session { headers["Cookie"] = session.cookie }
        if let origin = origin ?? self.origin { headers["Origin"] = origin }
        if let token = token ?? session?.token { headers[SessionGuard.tokenHeader] = token }
        let client = client
        let sent = headers
        return try await offThePool { try client.request("POST", path, headers: sent, body: json) }
    }

    /// Opens the page's event stream and reads past its greeting.
    func events() async throws -> HTTPTestClient.Stream {
        let client = client
        return try await offThePool {
            let stream = try client.stream("/events")
            try stream.read(until: ": connected\n\n")
            return stream
        }
    }

    /// Adds an instance through the page's API and returns its id.
    func add(_ kind: String, plugin: String, family: String? = nil, values: [String: String] = [:], session: Session) async throws -> Int {
        var body: [String: Any] = ["plugin": plugin, "kind": kind, "values": values]
        if let family { body["family"] = family }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]), as: UTF8.self)
        let response = try await post("/api/instances", json, session: session)
        guard response.status == 201,
            let id = (try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])?["id"] as? Int
        else { throw TestSetupError("cannot add \(kind): \(response.status) \(response.body)") }
        return id
    }
}

extension HTTPTestClient.Stream {
    /// Reads (off the pool) until `text` arrives.
    @discardableResult
    func next(_ text: String) async throws -> String {
        try await offThePool { try self.read(until: text) }
    }

    /// Reads (off the pool) until `text` has arrived `count` times since the stream opened.
    @discardableResult
    func next(_ text: String, times count: Int) async throws -> String {
        try await offThePool { try self.read(until: text, times: count) }
    }
}
