import Foundation
import WidgetTestSupport

/// A minimal HTTP/1.0 client over a TCP socket, so tests see exactly what the server sends
/// (status, headers, the raw event stream) and can send what browsers would not (a foreign
/// `Origin` or `Host`). The one place the tests call the socket API.
struct HTTPTestClient: Sendable {
    /// A response read to the end.
    struct Response: Sendable {
        let status: Int
        /// Headers by lowercased name (the last of a repeated name).
        let headers: [String: String]
        let body: String

        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    let port: UInt16

    /// Sends a request (`Host` defaults to the server's address) and reads the whole response.
    func request(_ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil) throws -> Response {
        let socket = try connect()
        defer { close(socket) }
        try send(method, path, headers: headers, body: body, on: socket)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 { throw TestSetupError("no response to \(method) \(path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            received += buffer[0..<count]
        }
        return try Self.parse(received, request: "\(method) \(path)")
    }

    /// Opens `GET path` and returns the stream, for reading a body that does not end (events).
    func stream(_ path: String, headers: [String: String] = [:]) throws -> Stream {
        let socket = try connect()
        do {
            try send("GET", path, headers: headers, body: nil, on: socket)
        } catch {
            close(socket)
            throw error
        }
        return Stream(socket: socket)
    }

    /// An open response whose bytes are read as they come.
    final class Stream: @unchecked Sendable {
        private let socket: Int32
        private(set) var received = ""

        init(socket: Int32) { self.socket = socket }

        deinit { close(socket) }

        /// Reads until what was received contains `text` (fails after 30 seconds); returns everything received.
        @discardableResult
        func read(until text: String) throws -> String {
            try read(until: text) { $0.contains(text) }
        }

        /// Reads until what was received contains `text` `count` times (fails after 30 seconds).
        @discardableResult
        func read(until text: String, times count: Int) throws -> String {
            try read(until: "\(count) × \(text)") { $0.components(separatedBy: text).count - 1 >= count }
        }

        private func read(until description: String, _ isComplete: (String) -> Bool) throws -> String {
            let deadline = Date().addingTimeInterval(30)
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while !isComplete(received) {
                let count = recv(socket, &buffer, buffer.count, 0)
                if count <= 0 || Date() > deadline {
                    throw TestSetupError("the stream ended or stalled before \(description); received:\n\(received)")
                }
                received += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            return received
        }
    }

    private func connect() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw TestSetupError("socket: \(String(cString: strerror(errno)))") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw TestSetupError("cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
        return socket
    }

    private func send(_ method: String, _ path: String, headers: [String: String], body: String?, on socket: Int32) throws {
        var all = ["Host": "127.0.0.1:\(port)"].merging(headers) { $1 }
        if let body { all["Content-Length"] = String(body.utf8.count) }
        var text = "\(method) \(path) HTTP/1.0\r\n"
        for name in all.keys.sorted() { text += "\(name): \(all[name] ?? "")\r\n" }
        text += "\r\n" + (body ?? "")
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw TestSetupError("cannot send \(method) \(path): \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    private static func parse(_ bytes: [UInt8], request: String) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw TestSetupError("a malformed response to \(request):\n\(text)") }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw TestSetupError("no status line in:\n\(text)") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}
