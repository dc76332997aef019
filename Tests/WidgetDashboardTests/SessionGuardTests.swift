import Testing
import WidgetDashboard

/// The cross-site request checks, on requests as browsers send them.
struct SessionGuardTests {
    let sessions = SessionGuard(host: "127.0.0.1", port: 8080)

    func post(cookie: String?, token: String?, origin: String?, host: String = "127.0.0.1:8080") -> HTTPRequest {
        var headers = ["Host": host]
        if let origin { headers["Origin"] = origin }
        if let token { headers[SessionGuard.tokenHeader] = token }
        return HTTPRequest(
            method: "POST", path: "/api/instances/1/tap", headers: headers,
            cookies: cookie.map { [sessions.cookieName: $0] } ?? [:])
    }

    @Test func readsNeedOnlyTheServersOwnHostName() {
        #expect(sessions.refusal(for: HTTPRequest(method: "GET", path: "/", headers: ["Host": "127.0.0.1:8080"])) == nil)
        #expect(sessions.refusal(for: HTTPRequest(method: "GET", path: "/", headers: ["Host": "localhost:8080"])) == nil)
        let rebound = sessions.refusal(for: HTTPRequest(method: "GET", path: "/", headers: ["Host": "attacker.example:8080"]))
        #expect(rebound?.status == 403)
        #expect(rebound?.diagnostic.problem == "the host name 'attacker.example:8080' is not this server's")
    }

    @Test func actionsNeedTheOwnOriginAndTheSessionsToken() {
        let session = sessions.newSession()
        #expect(sessions.refusal(for: post(cookie: session.id, token: session.token, origin: "http://127.0.0.1:8080")) == nil)
        #expect(sessions.cookie(for: session) == "widgethost-session-8080=\(session.id); Path=/; HttpOnly; SameSite=Strict")

        let crossSite = sessions.refusal(for: post(cookie: session.id, token: session.token, origin: "http://evil.example"))
        #expect(crossSite?.status == 403)
        #expect(crossSite?.diagnostic.problem == "a cross-site request from origin 'http://evil.example'")
        #expect(crossSite?.diagnostic.location == "request POST /api/instances/1/tap")

        let noOrigin = sessions.refusal(for: post(cookie: session.id, token: session.token, origin: nil))
        #expect(noOrigin?.diagnostic.problem == "a request without an Origin header")

        let noToken = sessions.refusal(for: post(cookie: session.id, token: nil, origin: "http://127.0.0.1:8080"))
        #expect(noToken?.diagnostic.problem == "no session token")

        let otherToken = sessions.refusal(
            for: post(cookie: session.id, token: sessions.newSession().token, origin: "http://127.0.0.1:8080"))
        #expect(otherToken?.diagnostic.problem == "a wrong session token")

        let noCookie = sessions.refusal(for: post(cookie: nil, token: session.token, origin: "http://127.0.0.1:8080"))
        #expect(noCookie?.diagnostic.problem == "no dashboard session")
    }

    @Test func sessionsAreRandomAndForgottenPastTheLimit() {
        let small = SessionGuard(host: "127.0.0.1", port: 9000, sessionLimit: 2)
        let first = small.newSession()
        let second = small.newSession()
        #expect(first.id != second.id && first.token != second.token && first.token.count == 64)
        _ = small.newSession()
        let request = { (id: String) in HTTPRequest(method: "GET", path: "/", cookies: [small.cookieName: id]) }
        #expect(small.session(of: request(first.id)) == nil)
        #expect(small.session(of: request(second.id)) == second)
    }

    @Test func aServerOnEveryInterfaceChecksTheOriginAgainstTheHostItWasCalled() {
        let open = SessionGuard(host: "0.0.0.0", port: 8080, accessToken: "every-interface-token", allowedNames: ["192.168.1.5"])
        let session = open.newSession(trusted: true)
        let request = HTTPRequest(
            method: "POST", path: "/api/instances",
            headers: ["Host": "192.168.1.5:8080", "Origin": "http://192.168.1.5:8080", SessionGuard.tokenHeader: session.token],
            cookies: [open.cookieName: session.id])
        #expect(open.allowedHosts.contains("192.168.1.5:8080"))
        #expect(open.refusal(for: request) == nil)
        var forged = request
        forged.headers["origin"] = "http://evil.example"
        #expect(open.refusal(for: forged)?.status == 403)
    }

    @Test func sessionsThatActedOrCameWithTheTokenOutliveAFloodOfFreshOnes() {
        let small = SessionGuard(host: "127.0.0.1", port: 9000, sessionLimit: 2)
        let acted = small.newSession()
        small.trust(acted)
        let opened = small.newSession(trusted: true)
        let fresh = (0..<5).map { _ in small.newSession() }
        let request = { (id: String) in HTTPRequest(method: "GET", path: "/", cookies: [small.cookieName: id]) }
        #expect(small.session(of: request(acted.id)) == acted)
        #expect(small.session(of: request(opened.id)) == opened)
        #expect(small.session(of: request(fresh[0].id)) == nil)
        #expect(small.session(of: request(fresh[4].id)) == fresh[4])
        #expect(small.hasTrustedSession(request(acted.id)) && !small.hasTrustedSession(request(fresh[4].id)))
    }

    @Test func beyondLoopbackARequestNeedsTheAccessTokenOrATrustedSession() {
        let open = SessionGuard(host: "0.0.0.0", port: 8080, accessToken: "every-interface-token")
        let host = ["Host": "localhost:8080"]
        let bare = open.refusal(for: HTTPRequest(method: "GET", path: "/events", headers: host))
        #expect(bare?.status == 403)
        #expect(bare?.diagnostic.problem == "this dashboard needs its access token")
        #expect(open.refusal(for: HTTPRequest(method: "GET", path: "/", query: ["token": "every-interface-token"], headers: host)) == nil)
        #expect(open.refusal(for: HTTPRequest(method: "GET", path: "/", query: ["token": "every-interface-tokeN"], headers: host)) != nil)
        let anonymous = open.newSession()
        #expect(open.refusal(for: HTTPRequest(method: "GET", path: "/", headers: host, cookies: [open.cookieName: anonymous.id])) != nil)
        let trusted = open.newSession(trusted: true)
        #expect(open.refusal(for: HTTPRequest(method: "GET", path: "/", headers: host, cookies: [open.cookieName: trusted.id])) == nil)
        #expect(SessionGuard(host: "192.168.1.5").accessToken?.count == 64)
        #expect(SessionGuard(host: "127.0.0.1").accessToken == nil)
    }
}
