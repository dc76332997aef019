import Foundation
import Synchronization
import WidgetHost
import WidgetLayout
import WidgetRuntime
import WidgetWire

/// Answers the dashboard's requests: the page and its assets, the event stream, the JSON
/// API the page's scripts call, and the actions (add, configure, tap, remove), which are the
/// runtime's own operations with the CLI's checks and the CLI's error lines.
///
/// Every request passes the ``SessionGuard`` first; GET requests never change state. The page
/// opened with the access token (`/?token=...`) sets a trusted session's cookie and redirects
/// to `/`, so the token leaves the address bar.
final class DashboardRoutes: Sendable {
    let runtime: WidgetRuntime
    let daemon: RuntimeDaemon?
    let events: EventHub
    let sessions: SessionGuard
    let renderer: FragmentRenderer
    let plugins: DashboardPlugins
    let appearance: Appearance
    private let listener = Mutex<(@Sendable ([RuntimeEvent]) -> Void)?>(nil)

    init(
        runtime: WidgetRuntime, daemon: RuntimeDaemon?, events: EventHub, sessions: SessionGuard, renderer: FragmentRenderer,
        plugins: DashboardPlugins, appearance: Appearance
    ) {
        self.runtime = runtime
        self.daemon = daemon
        self.events = events
        self.sessions = sessions
        self.renderer = renderer
        self.plugins = plugins
        self.appearance = appearance
    }

    /// The response to `request`, with the dashboard's security headers.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        let response: HTTPResponse
        if let refusal = sessions.refusal(for: request) {
            response =
                request.path == "/"
                ? .text("error: \(refusal.diagnostic)\n", status: refusal.status)
                : .json(DashboardMessages.Failure(errors: ["error: \(refusal.diagnostic)"]), status: refusal.status)
        } else {
            if request.isStateChanging, let session = sessions.session(of: request) { sessions.trust(session) }
            do {
                response = try route(request)
            } catch {
                response = .json(
                    DashboardMessages.Failure(errors: DashboardErrorText.lines(error)), status: DashboardErrorText.status(error))
            }
        }
        return response.adding("X-Content-Type-Options", "nosniff").adding("Referrer-Policy", "no-referrer")
            .adding("X-Frame-Options", "DENY")
    }

    private func route(_ request: HTTPRequest) throws -> HTTPResponse {
        let path = request.pathComponents
        if path.count == 4, path[0] == "api", path[1] == "instances" {
            let id = try instanceID(path[2], request)
            switch (request.method, path[3]) {
            case ("GET", "card"): return try card(id)
            case ("POST", "configure"): return try configure(id, request)
            case ("POST", "tap"): return try tap(id, request)
            case ("POST", "remove"): return try remove(id)
            default: throw DashboardRequestError.notFound(method: request.method, path: request.path)
            }
        }
        switch (request.method, path.joined(separator: "/")) {
        case ("GET", ""): return page(request)
        case ("GET", "dashboard.js"): return .asset(PageAssets.script, contentType: "text/javascript; charset=utf-8")
        case ("GET", "dashboard.css"): return .asset(PageAssets.style, contentType: "text/css; charset=utf-8")
        case ("GET", "events"): return eventStream()
        case ("GET", "api/instances"): return try instanceIDs()
        case ("POST", "api/instances"): return try add(request)
        case ("GET", "api/gallery"): return .json(GalleryListing(plugins.all()))
        case ("GET", "api/preview"): return try preview(request)
        case ("GET", "api/plugin-previews"): return try pluginPreviews(request)
        case ("GET", "api/form"): return try form(request)
        case ("GET", "api/form/visibility"): return try visibility(request)
        case ("GET", "api/entities"): return try entities(request)
        default: throw DashboardRequestError.notFound(method: request.method, path: request.path)
        }
    }

    // MARK: - The page

    private func page(_ request: HTTPRequest) -> HTTPResponse {
        if sessions.carriesAccessToken(request), !sessions.hasTrustedSession(request) {
            let opened = sessions.newSession(trusted: true)
            return HTTPResponse(status: 303, headers: [("Location", "/"), ("Cache-Control", "no-store")])
                .adding("Set-Cookie", sessions.cookie(for: opened))
        }
        let existing = sessions.session(of: request)
        let session = existing ?? sessions.newSession()
        let cards = (try? runtime.store.allIDs())?.compactMap { try? cardHTML($0) } ?? []
        let document = PageDocument(
            token: session.token, cards: cards, stateDirectory: runtime.configuration.stateDirectory.path, appearance: appearance
        ).html
        var response = HTTPResponse.html(document).adding("Content-Security-Policy", PageDocument.contentSecurityPolicy)
            .adding("Cache-Control", "no-store")
        if existing == nil { response = response.adding("Set-Cookie", sessions.cookie(for: session)) }
        return response
    }

    private func eventStream() -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache"), ("X-Accel-Buffering", "no")],
            body: .stream(events.subscribe()))
    }

    // MARK: - Events

    /// Pushes the instances `runtimeEvents` concern to every open page (they fetch the new cards).
    func announce(_ runtimeEvents: [RuntimeEvent]) {
        var ids: [InstanceID] = []
        for event in runtimeEvents {
            switch event {
            case .requested(_, let instances): ids += instances
            default: if let id = event.instanceID { ids.append(id) }
            }
        }
        for id in Set(ids).sorted() { announce(id) }
    }

    /// Pushes instance `id` to every open page.
    func announce(_ id: InstanceID) {
        events.publish(ServerSentEvent(event: "instance", data: id.description))
    }

    /// Sets who hears about every change: the daemon's steps and the page's actions.
    func listen(_ handle: (@Sendable ([RuntimeEvent]) -> Void)?) { listener.withLock { $0 = handle } }

    /// Tells the listener about `runtimeEvents`, one call at a time.
    func report(_ runtimeEvents: [RuntimeEvent]) {
        guard !runtimeEvents.isEmpty else { return }
        listener.withLock { $0?(runtimeEvents) }
    }

    /// Tells the daemon that the runtime changed under it, so it re-arms its timer.
    func wakeDaemon() { daemon?.wake() }

    // MARK: - Helpers

    /// The card of instance `id`, drawn now.
    func cardHTML(_ id: InstanceID) throws -> String {
        let instance = try runtime.instance(id)
        let plugin = try? runtime.plugin(for: instance)
        let widget = plugin?.manifest.widget(kind: instance.kind)
        return InstanceCard(
            instance: instance, displayName: widget?.displayName, isConfigurable: widget?.configurationIntent != nil, now: runtime.now,
            appearance: appearance
        ).html(renderer: renderer)
    }

    func instanceID(_ text: String, _ request: HTTPRequest) throws -> InstanceID {
        guard let id = InstanceID(text) else {
            throw DashboardRequestError.missingArgument(
                "a valid instance id ('\(text)')", location: "request \(request.method) \(request.path)",
                expected: "a positive number, as the cards' data-instance-id")
        }
        return id
    }

    func argument(_ name: String, of request: HTTPRequest, expected: String) throws -> String {
        guard let value = request.query[name], !value.isEmpty else {
            throw DashboardRequestError.missingArgument(
                "the query argument '\(name)'", location: "request \(request.method) \(request.path)", expected: expected)
        }
        return value
    }
}
