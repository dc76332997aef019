import Foundation
import Testing
import WidgetDashboard
import WidgetTestSupport

/// A dashboard listening beyond loopback (`0.0.0.0`): the access token, the host names it
/// answers to, and sessions that a flood of page loads cannot push out.
struct ExposedDashboardTests {
    static let token = "exposed-dashboard-token-0123456789"

    @Test func everyRequestBeyondLoopbackNeedsTheAccessTokenOrItsSession() async throws {
        let harness = try DashboardHarness(counter: true, host: "0.0.0.0", access: (Self.token, ["dash.example"]))
        defer { harness.stop() }
        let page = try await harness.get("/")
        #expect(page.status == 403)
        #expect(page.body.split(separator: "\n").count == 1)
        #expect(page.body.hasPrefix("error: this dashboard needs its access token (request GET /)"))
        #expect(page.header("Set-Cookie") == nil)
        for path in ["/events", "/api/instances", "/api/gallery", "/dashboard.js", "/api/instances/1/card", "/?token=wrong-token"] {
            #expect(try await harness.get(path).status == 403, "\(path)")
        }
        let anonymousAdd = try await harness.post("/api/instances", #"{"plugin": "Counter", "kind": "MyWidget"}"#, session: nil)
        #expect(anonymousAdd.status == 403)

        let opened = try await harness.get("/?token=\(Self.token)", headers: ["Host": "dash.example:\(harness.dashboard.port)"])
        #expect(opened.status == 303)
        #expect(opened.header("Location") == "/")
        let cookie = try #require(opened.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
        let session = try await harness.session(cookie: cookie)
        let id = try await harness.add("MyWidget", plugin: "Counter", family: "systemMedium", session: session)
        let tap = try await harness.post("/api/instances/\(id)/tap", #"{"control": "b.2.0"}"#, session: session)
        #expect(tap.status == 200, "\(tap.body)")
        #expect(try await harness.get("/api/instances/\(id)/card", headers: ["Cookie": cookie]).body.contains("结果: 10"))
        #expect(try await harness.get("/api/instances?token=\(Self.token)").status == 200)
        let events = try await harness.offThePoolStream("/events", cookie: cookie)
        try await events.next(": connected\n\n")
        #expect(try harness.runtime.storedInstances().count == 1)
    }

    @Test func aForeignHostIsRefusedEvenWithTheToken() async throws {
        let harness = try DashboardHarness(counter: true, host: "0.0.0.0", access: (Self.token, ["dash.example"]))
        defer { harness.stop() }
        let port = harness.dashboard.port
        let rebound = try await harness.get("/?token=\(Self.token)", headers: ["Host": "rebound.example:\(port)"])
        #expect(rebound.status == 403)
        #expect(rebound.body.contains("the host name 'rebound.example:\(port)' is not this server's"))
        #expect(rebound.body.contains("dash.example:\(port)"))
        #expect(rebound.header("Set-Cookie") == nil)
        let hostName = ProcessInfo.processInfo.hostName.lowercased()
        #expect(try await harness.get("/?token=\(Self.token)", headers: ["Host": "\(hostName):\(port)"]).status == 303)
        #expect(try await harness.get("/?token=\(Self.token)", headers: ["Host": "localhost:\(port)"]).status == 303)
    }

    @Test func aTokenIsGeneratedBeyondLoopbackAndPrintedInTheAddress() throws {
        let harness = try DashboardHarness(host: "0.0.0.0")
        defer { harness.stop() }
        let token = try #require(harness.dashboard.accessToken)
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
        let hostName = ProcessInfo.processInfo.hostName.lowercased()
        #expect(harness.dashboard.url.absoluteString == "http://\(hostName):\(harness.dashboard.port)/?token=\(token)")
        #expect(harness.dashboard.baseURL.absoluteString == "http://\(hostName):\(harness.dashboard.port)/")

        let loopback = try DashboardHarness()
        defer { loopback.stop() }
        #expect(loopback.dashboard.accessToken == nil)
        #expect(loopback.dashboard.url.absoluteString == "http://127.0.0.1:\(loopback.dashboard.port)/")
    }

    @Test func aThousandAndOneAnonymousPageLoadsDoNotPushOutASessionThatActed() async throws {
        let harness = try DashboardHarness(counter: true)
        defer { harness.stop() }
        let session = try await harness.session()
        let id = try await harness.add("MyWidget", plugin: "Counter", family: "systemMedium", session: session)
        for _ in 0..<1_001 {
            let load = try await harness.get("/")
            #expect(load.header("Set-Cookie") != nil)
        }
        let tap = try await harness.post("/api/instances/\(id)/tap", #"{"control": "b.2.0"}"#, session: session)
        #expect(tap.status == 200, "\(tap.body)")
        #expect(try await harness.get("/api/instances/\(id)/card").body.contains("结果: 10"))
    }
}

extension DashboardHarness {
    /// Opens `path` as an event stream with `cookie` (off the pool).
    func offThePoolStream(_ path: String, cookie: String) async throws -> HTTPTestClient.Stream {
        let client = client
        return try await offThePool { try client.stream(path, headers: ["Cookie": cookie]) }
    }
}
