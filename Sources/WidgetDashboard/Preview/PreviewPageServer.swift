import Foundation
import Synchronization
import WidgetLayout

/// The page of `widgethost preview --watch --dashboard`: the drawings of the last build (or its
/// compiler errors) on the dashboard's HTTP server, updated in every open page through the
/// dashboard's event stream (`GET /events` sends a `build` event after each build, and the page
/// fetches `GET /content`).
///
/// It listens on loopback and answers only requests that name it by a loopback name and its port
/// (`Host`), so another web site cannot read it through DNS rebinding; its responses carry the
/// dashboard's security headers, and its script is a file (`/preview.js`), so the content
/// security policy allows no inline script.
///
/// ```swift
/// let page = PreviewPageServer(title: "Weather")
/// let url = try page.start()
/// page.show(drawings: [.init(heading: "Greeting, systemSmall, snapshot", html: fragment)], summary: "drew 1 drawing")
/// ```
public final class PreviewPageServer: Sendable {
    /// One drawing: its heading and its HTML fragment (as `HTMLRenderer` draws it).
    public struct Drawing: Sendable {
        public var heading: String
        public var html: String

        public init(heading: String, html: String) {
            self.heading = heading
            self.html = html
        }
    }

    private let title: String
    private let http: HTTPServer
    private let events: EventHub
    private let sessions: SessionGuard
    /// The page's content now, and how many builds it has shown.
    private let content = Content()

    private final class Content: Sendable {
        let state = Mutex<(html: String, builds: Int)>(("<p>Building…</p>", 0))
    }

    /// A page titled `title` on `host` and `port` (0: a free port), not listening yet.
    public init(title: String, host: String = "127.0.0.1", port: UInt16 = 0, heartbeat: Double = 15) {
        self.title = title
        let events = EventHub(heartbeat: heartbeat)
        let content = content
        let sessions = SessionGuard(host: host, port: port)
        self.events = events
        self.sessions = sessions
        http = HTTPServer(configuration: .init(host: host, port: port)) { request in
            Self.guarded(request, sessions: sessions) { Self.respond(to: $0, title: title, events: events, content: content) }
        }
    }

    /// Starts listening; returns the page's address.
    ///
    /// - Throws: ``HTTPServerError`` if the address cannot be bound.
    public func start() throws(HTTPServerError) -> URL {
        try http.start()
        sessions.listen(on: http.port)
        return URL(string: "http://\(http.configuration.host):\(http.port)/")!
    }

    /// Ends every page's event stream and stops listening.
    public func stop() {
        events.close()
        http.stop()
    }

    /// Shows `drawings` under the line `summary` in every open page.
    public func show(drawings: [Drawing], summary: String) {
        let figures = drawings.map { drawing in
            "<figure><figcaption>\(XMLEscaping.escape(drawing.heading))</figcaption>\(drawing.html)</figure>"
        }
        publish("<p class=\"summary\">\(XMLEscaping.escape(summary))</p>\n<div class=\"widgets\">\(figures.joined(separator: "\n"))</div>")
    }

    /// Shows a failed build's compiler `errors` (instead of the drawings) under the line `summary`.
    public func showErrors(_ errors: [String], summary: String) {
        publish(
            "<p class=\"summary failed\">\(XMLEscaping.escape(summary))</p>\n<pre class=\"errors\">"
                + "\(XMLEscaping.escape(errors.joined(separator: "\n")))</pre>")
    }

    private func publish(_ html: String) {
        let builds = content.state.withLock { state in
            state = (html, state.builds + 1)
            return state.builds
        }
        events.publish(ServerSentEvent(event: "build", data: String(builds)))
    }

    /// The response to `request` with the security headers, or a refusal for a foreign `Host`.
    private static func guarded(
        _ request: HTTPRequest, sessions: SessionGuard, respond: (HTTPRequest) -> HTTPResponse
    ) -> HTTPResponse {
        let response =
            sessions.refusal(for: request).map { .text("error: \($0.diagnostic)\n", status: $0.status) } ?? respond(request)
        return response.adding("X-Content-Type-Options", "nosniff").adding("Referrer-Policy", "no-referrer")
            .adding("X-Frame-Options", "DENY")
    }

    private static func respond(
        to request: HTTPRequest, title: String, events: EventHub, content: Content
    ) -> HTTPResponse {
        guard request.method == "GET" else { return .text("only GET is served here\n", status: 405) }
        switch request.path {
        case "/":
            return HTTPResponse.html(page(title: title, content: content.state.withLock { $0.html })).adding("Cache-Control", "no-store")
                .adding("Content-Security-Policy", PageDocument.contentSecurityPolicy)
        case "/preview.js":
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-store")],
                body: .bytes(Array(script.utf8)))
        case "/content":
            return HTTPResponse.html(content.state.withLock { $0.html }).adding("Cache-Control", "no-store")
        case "/events":
            return HTTPResponse(
                status: 200, headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache")],
                body: .stream(events.subscribe()))
        default:
            return .text("not found: \(request.path)\n", status: 404)
        }
    }

    /// The page's script: on each `build` event, fetches the new content.
    private static let script = """
        new EventSource("/events").addEventListener("build", () =>
          fetch("/content").then((response) => response.text()).then((html) => { document.getElementById("preview").innerHTML = html; }));

        """

    private static func page(title: String, content: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(XMLEscaping.escape(title)) (widgethost preview)</title>
        <style>
        body { margin: 0; padding: 24px; background: #e5e5ea; font-family: sans-serif; }
        .widgets { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; margin-bottom: 6px; }
        .failed { color: #b00020; } pre.errors { background: #fff; padding: 12px; overflow-x: auto; }
        </style>
        </head>
        <body>
        <main id="preview">\(content)</main>
        <script src="/preview.js"></script>
        </body>
        </html>

        """
    }
}
