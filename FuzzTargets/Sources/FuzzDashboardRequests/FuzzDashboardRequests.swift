import Foundation
import WidgetDashboard
import WidgetHost
import WidgetRuntime

/// One input: an HTTP request as a client sends it (request line, headers, blank line, body).
/// It is split as the HTTP server splits it (path, percent-decoded query arguments, headers,
/// cookies) and answered by the dashboard's own routes: the session guard (Host, Origin, cookie,
/// token), the query arguments, the JSON bodies of add, configure and tap.
///
/// `$SESSION`, `$TOKEN` and `$HOST` in the input stand for a real session's cookie, its token
/// and the server's host, so that requests also get past the guard to the state-changing routes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDashboardRequests(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let request = RawRequest.parse(bytes, session: FuzzedDashboard.session) else { return 0 }
    // The event stream never ends; it is the one route left out.
    guard request.path != "/events" else { return 0 }
    _ = FuzzedDashboard.server.respond(to: request)
    return 0
}

/// The dashboard the requests go to: a runtime over a fresh state directory and the plugins
/// in `$WIDGETHOST_FUZZ_PLUGINS` (none if unset), plugins in process. It listens on a free
/// loopback port, as `serve` does, so that its Host check is the real one; nothing connects.
enum FuzzedDashboard {
    /// The `Host` of the server's own page.
    static var host: String { "127.0.0.1:\(server.port)" }

    static let server: DashboardServer = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-fuzz-\(getpid())")
        let plugins = ProcessInfo.processInfo.environment["WIDGETHOST_FUZZ_PLUGINS"].map { [URL(fileURLWithPath: $0)] } ?? []
        do {
            let runtime = try WidgetRuntime(
                configuration: .init(
                    stateDirectory: directory.appendingPathComponent("state"), searchPath: PluginSearchPath(directories: plugins),
                    logger: SilentLogger(), isolation: .inProcess))
            let server = try DashboardServer(runtime: runtime, configuration: .init(port: 0), handlesSignals: false)
            try server.start()
            return server
        } catch {
            fatalError("the fuzzed dashboard cannot start: \(error)")
        }
    }()

    /// The cookie and token a browser gets from the page, as `(cookie, token)`.
    static let session: (cookie: String, token: String) = {
        let page = server.respond(to: HTTPRequest(method: "GET", path: "/", headers: ["Host": host]))
        let cookie = page.header("Set-Cookie")?.split(separator: ";").first.map(String.init) ?? ""
        let html = page.bodyBytes.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let marker = #"name="widgethost-token" content=""#
        let token = html.range(of: marker).map { html[$0.upperBound...].prefix { $0 != "\"" } }.map(String.init) ?? ""
        return (cookie, token)
    }()
}

/// Drops every log line: the fuzzer's output is its own.
struct SilentLogger: HostLogger {
    func log(_ level: LogLevel, _ message: String, pluginID: String?) {}
}

/// An HTTP/1.1 request's bytes split into an ``HTTPRequest``, as the server hands it to the routes.
enum RawRequest {
    static func parse(_ bytes: [UInt8], session: (cookie: String, token: String)) -> HTTPRequest? {
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "$SESSION", with: session.cookie)
            .replacingOccurrences(of: "$TOKEN", with: session.token).replacingOccurrences(of: "$HOST", with: FuzzedDashboard.host)
        let head: Substring
        let body: Substring
        if let end = text.range(of: "\r\n\r\n") {
            (head, body) = (text[..<end.lowerBound], text[end.upperBound...])
        } else {
            (head, body) = (text[...], "")
        }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count >= 2 else { return nil }
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPRequest(
            method: String(requestLine[0]), path: decoded(target[0]), query: arguments(target.count > 1 ? target[1] : ""),
            headers: headers, cookies: cookies(headers.first { $0.key.lowercased() == "cookie" }?.value ?? ""),
            body: Array(body.utf8))
    }

    private static func decoded(_ text: Substring) -> String {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
    }

    private static func arguments(_ query: Substring) -> [String: String] {
        var arguments: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            arguments[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return arguments
    }

    private static func cookies(_ header: String) -> [String: String] {
        var cookies: [String: String] = [:]
        for pair in header.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            cookies[parts[0].trimmingCharacters(in: .whitespaces)] = parts.count > 1 ? String(parts[1]) : ""
        }
        return cookies
    }
}
