import Foundation
import Synchronization
import Testing
import WidgetDashboard
import WidgetTestSupport

/// The libmicrohttpd server on its own: requests in, responses and streams out.
struct HTTPServerTests {
    @Test func theHandlerSeesTheWholeRequest() async throws {
        let server = HTTPServer(configuration: .init(port: 0)) { request in
            .text(
                [
                    request.method, request.path, request.query["kind"] ?? "-", request.header("X-Test") ?? "-",
                    request.cookies["flavor"] ?? "-", String(decoding: request.body, as: UTF8.self),
                ].joined(separator: "|"))
        }
        try server.start()
        defer { server.stop() }
        let client = HTTPTestClient(port: server.port)
        let response = try await offThePool {
            try client.request(
                "POST", "/api/things?kind=My%20Widget", headers: ["X-Test": "yes", "Cookie": "flavor=miso"], body: #"{"a":1}"#)
        }
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.body == #"POST|/api/things|My Widget|yes|miso|{"a":1}"#)
    }

    @Test func bodiesOverTheLimitAreRefusedBeforeTheHandler() async throws {
        let handled = Atomic<Int>(0)
        let server = HTTPServer(configuration: .init(port: 0, maximumBodySize: 16)) { _ in
            handled.add(1, ordering: .relaxed)
            return .text("handled")
        }
        try server.start()
        defer { server.stop() }
        let client = HTTPTestClient(port: server.port)
        let response = try await offThePool { try client.request("POST", "/", body: String(repeating: "x", count: 100)) }
        #expect(response.status == 413)
        #expect(handled.load(ordering: .relaxed) == 0)
    }

    @Test func aStreamIsSentChunkByChunkUntilItEnds() async throws {
        let server = HTTPServer(configuration: .init(port: 0)) { _ in
            HTTPResponse(status: 200, headers: [("Content-Type", "text/plain")], body: .stream(Countdown(from: 3)))
        }
        try server.start()
        defer { server.stop() }
        let client = HTTPTestClient(port: server.port)
        let response = try await offThePool { try client.request("GET", "/") }
        #expect(response.body == "3\n2\n1\n")
    }

    @Test func anAddressThatCannotBeUsedIsReported() throws {
        #expect(throws: HTTPServerError.invalidAddress("localhost")) {
            try HTTPServer(configuration: .init(host: "localhost", port: 0)) { _ in .text("") }.start()
        }
        let first = HTTPServer(configuration: .init(port: 0)) { _ in .text("") }
        try first.start()
        defer { first.stop() }
        let second = HTTPServer(configuration: .init(port: first.port)) { _ in .text("") }
        #expect {
            try second.start()
        } throws: { error in
            guard case .cannotListen(let host, let port, _) = error as? HTTPServerError else { return false }
            return host == "127.0.0.1" && port == first.port
        }
    }

    /// A stream of `n`, `n-1`, ... `1`, one line per chunk.
    final class Countdown: HTTPBodyStream, @unchecked Sendable {
        private var next: Int
        init(from start: Int) { next = start }

        func nextChunk() -> [UInt8]? {
            guard next > 0 else { return nil }
            defer { next -= 1 }
            return Array("\(next)\n".utf8)
        }

        func close() {}
    }
}
