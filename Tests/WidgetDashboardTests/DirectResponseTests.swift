import Foundation
import Testing
import WidgetDashboard

/// `DashboardServer.respond(to:)`: a request answered without a socket gets what the HTTP server
/// sends for it (the session guard included), so integrators and the fuzzer reach the real routes.
@Suite struct DirectResponseTests {
    @Test func aDirectAnswerIsTheServersAnswer() throws {
        let test = try DashboardHarness(counter: true)
        defer { test.stop() }
        let host = "127.0.0.1:\(test.dashboard.port)"
        let overHTTP = try test.client.request("GET", "/api/gallery")
        let direct = test.dashboard.respond(to: HTTPRequest(method: "GET", path: "/api/gallery", headers: ["Host": host]))
        #expect(direct.status == 200)
        #expect(direct.status == overHTTP.status)
        #expect(direct.bodyText == overHTTP.body)
        #expect(direct.header("X-Frame-Options") == "DENY")
    }

    @Test func aDirectRequestPassesTheSessionGuard() throws {
        let test = try DashboardHarness(counter: true)
        defer { test.stop() }
        let rebound = test.dashboard.respond(to: HTTPRequest(method: "GET", path: "/", headers: ["Host": "attacker.example"]))
        #expect(rebound.status == 403)
        let host = "127.0.0.1:\(test.dashboard.port)"
        let forged = test.dashboard.respond(
            to: HTTPRequest(
                method: "POST", path: "/api/instances", headers: ["Host": host, "Origin": "http://\(host)"], body: Array("{}".utf8)))
        #expect(forged.status == 403)
        #expect(forged.bodyText?.contains("no dashboard session") == true)
    }
}
