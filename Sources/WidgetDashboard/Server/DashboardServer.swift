import Foundation
import WidgetHost
import WidgetLayout
import WidgetRuntime

/// The live web dashboard: `widgethost serve`.
///
/// It owns the state directory's daemon ( ``RuntimeDaemon``: the same database, scheduler and
/// notification socket as `widgethost run`, which it excludes) and serves the page over
/// ``HTTPServer``. The daemon loop runs on the caller's thread; requests run on their
/// connections' threads and call the same runtime. Every change, whoever made it (the page,
/// the scheduler, another `widgethost` process), is pushed to open pages as a server-sent event.
///
/// ```swift
/// let dashboard = try DashboardServer(runtime: runtime, configuration: .init(port: 8080))
/// let url = try dashboard.start()
/// try dashboard.run { events in log(events) }   // until SIGINT, SIGTERM or stop()
/// ```
public final class DashboardServer: Sendable {
    /// Where the dashboard listens and how it draws.
    public struct Configuration: Sendable {
        /// The IP address to bind: loopback by default, so only this machine reaches the page.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// Light or dark widgets.
        public var appearance: Appearance
        /// Seconds between keep-alive comments on idle event streams.
        public var heartbeat: Double
        /// The token every request needs; beyond loopback one is generated when this is `nil`.
        public var accessToken: String?
        /// More host names browsers may call the server by, beyond loopback (`--allow-host`).
        public var allowedHosts: [String]

        /// A configuration listening on `host`:`port`.
        public init(
            host: String = "127.0.0.1", port: UInt16 = 8080, appearance: Appearance = .light, heartbeat: Double = 15,
            accessToken: String? = nil, allowedHosts: [String] = []
        ) {
            self.host = host
            self.port = port
            self.appearance = appearance
            self.heartbeat = heartbeat
            self.accessToken = accessToken
            self.allowedHosts = allowedHosts
        }
    }

    /// How the dashboard was configured.
    public let configuration: Configuration
    /// The runtime it serves.
    public let runtime: WidgetRuntime
    /// The daemon it runs for the runtime's state directory.
    public let daemon: RuntimeDaemon
    private let routes: DashboardRoutes
    private let http: HTTPServer

    /// Prepares the dashboard: takes the state directory's daemon lock and binds its
    /// notification socket (``RuntimeDaemon``), but does not listen for HTTP yet.
    ///
    /// - Parameter handlesSignals: whether SIGINT and SIGTERM stop ``run(_:)``.
    /// - Throws: ``RuntimeError/daemonAlreadyRunning(stateDirectory:)`` if `widgethost run` or
    ///   another `serve` owns the state directory; ``RuntimeError/cannotListen(path:reason:)``.
    public init(runtime: WidgetRuntime, configuration: Configuration = .init(), handlesSignals: Bool = true) throws {
        self.configuration = configuration
        self.runtime = runtime
        daemon = try RuntimeDaemon(runtime: runtime, listens: true, handlesSignals: handlesSignals)
        let routes = DashboardRoutes(
            runtime: runtime, daemon: daemon, events: EventHub(heartbeat: configuration.heartbeat),
            sessions: SessionGuard(
                host: configuration.host, accessToken: configuration.accessToken, allowedNames: configuration.allowedHosts),
            renderer: FragmentRenderer(), plugins: DashboardPlugins(runtime: runtime),
            appearance: configuration.appearance)
        self.routes = routes
        http = HTTPServer(configuration: .init(host: configuration.host, port: configuration.port)) { request in
            routes.respond(to: request)
        }
    }

    deinit { routes.renderer.stop() }

    /// The response to `request` as the HTTP server would send it (the session guard, the routes,
    /// the security headers), without a socket: for integrators that serve requests themselves,
    /// and for the fuzzer that feeds the dashboard hostile requests.
    public func respond(to request: HTTPRequest) -> HTTPResponse { routes.respond(to: request) }

    /// Starts listening for HTTP and returns the page's address (`http://127.0.0.1:8080/`;
    /// with `?token=...` when the server needs its access token).
    ///
    /// - Throws: ``HTTPServerError`` if the address cannot be bound.
    @discardableResult
    public func start() throws -> URL {
        try http.start()
        routes.sessions.listen(on: http.port)
        return url
    }

    /// The page's address, with the access token when one is needed (the port is known once started).
    public var url: URL {
        guard let token = accessToken else { return baseURL }
        return URL(string: "\(baseURL.absoluteString)?\(SessionGuard.accessTokenArgument)=\(token)")!
    }

    /// The page's address without the access token, for logs: one a browser on another machine
    /// can use beyond loopback (the first `--allow-host` name, else the bound address, else
    /// this machine's host name).
    public var baseURL: URL {
        let address = ListeningAddress(configuration.host)
        let shown =
            address.isLoopback
            ? address.literal
            : configuration.allowedHosts.first ?? (address.isWildcard ? ListeningAddress.machineHostName : address.literal)
        return URL(string: "http://\(shown):\(http.port)/")!
    }

    /// The token every request needs (`nil` on a loopback server given none).
    public var accessToken: String? { routes.sessions.accessToken }

    /// The port the dashboard listens on once started.
    public var port: UInt16 { http.port }

    /// Runs the daemon loop on this thread until SIGINT, SIGTERM or ``stop()``: reloads and
    /// entry switches as they come due, changes other processes announce, each pushed to the
    /// open pages. `handle` hears every change, one call at a time: the daemon's steps and the
    /// page's actions (for a log). Stops the HTTP server on return.
    public func run(_ handle: @escaping @Sendable ([RuntimeEvent]) -> Void = { _ in }) throws {
        routes.listen(handle)
        defer { shutDown() }
        try daemon.run { events in
            routes.announce(events)
            routes.report(events)
        }
    }

    /// Makes ``run(_:)`` return; callable from any thread.
    public func stop() { daemon.stop() }

    /// Ends the event streams, closes every connection, and stops the rendering thread.
    private func shutDown() {
        routes.listen(nil)
        routes.events.close()
        http.stop()
        routes.renderer.stop()
    }
}
