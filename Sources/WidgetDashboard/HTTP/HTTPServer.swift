import CMicroHTTPD
import Foundation
import Synchronization

/// A small HTTP/1.1 server over libmicrohttpd: the one place that calls it.
///
/// Every connection gets its own thread (never a Swift concurrency pool thread), so the
/// request handler may call plugins, and a streaming body may block while it waits for
/// events. Request bodies are read in full (up to ``Configuration/maximumBodySize``)
/// before the handler runs.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(host: "127.0.0.1", port: 0)) { request in
///     .text("hello \(request.path)")
/// }
/// try server.start()
/// print(server.port)  // the port picked
/// ```
public final class HTTPServer: @unchecked Sendable {
    /// Where and how the server listens.
    public struct Configuration: Sendable {
        /// The IP address to bind (`127.0.0.1`, `::1`, `0.0.0.0`).
        public var host: String
        /// The port; 0 picks a free one (see ``HTTPServer/port``).
        public var port: UInt16
        /// Seconds of silence after which a connection is closed.
        public var connectionTimeout: UInt32
        /// The largest request body accepted; larger ones get 413.
        public var maximumBodySize: Int

        /// A configuration for `host` and `port`.
        public init(host: String = "127.0.0.1", port: UInt16 = 8080, connectionTimeout: UInt32 = 120, maximumBodySize: Int = 1 << 20) {
            self.host = host
            self.port = port
            self.connectionTimeout = connectionTimeout
            self.maximumBodySize = maximumBodySize
        }
    }

    /// How the server was configured.
    public let configuration: Configuration
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let daemon = Mutex<OpaquePointer?>(nil)
    private let boundPort = Atomic<UInt16>(0)

    /// A server that answers every request with `handler` (called on the connection's thread).
    public init(configuration: Configuration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.configuration = configuration
        self.handler = handler
    }

    deinit { stop() }

    /// The port the server listens on once started.
    public var port: UInt16 { boundPort.load(ordering: .acquiring) }

    /// Binds the address and starts serving on background threads.
    ///
    /// - Throws: ``HTTPServerError`` if the host is not an IP address or cannot be bound.
    public func start() throws(HTTPServerError) {
        try daemon.withLock { (daemon: inout OpaquePointer?) throws(HTTPServerError) in
            guard daemon == nil else { return }
            let context = Unmanaged.passUnretained(self).toOpaque()
            errno = 0
            guard
                let started = cmhd_start(
                    configuration.host, configuration.port, configuration.connectionTimeout, Self.accessHandler, context,
                    Self.requestCompleted, nil)
            else {
                if !Self.isAddressLiteral(configuration.host) { throw .invalidAddress(configuration.host) }
                let reason = errno == 0 ? "the address is in use or not available" : String(cString: strerror(errno))
                throw .cannotListen(host: configuration.host, port: configuration.port, reason: reason)
            }
            daemon = started
            boundPort.store(cmhd_bound_port(started), ordering: .releasing)
        }
    }

    /// Stops accepting connections, closes the open ones and waits for their threads.
    /// Close streaming bodies first (their ``HTTPBodyStream/nextChunk()`` must return).
    public func stop() {
        let running = daemon.withLock { daemon in
            defer { daemon = nil }
            return daemon
        }
        if let running { MHD_stop_daemon(running) }
    }

    private static func isAddressLiteral(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    // MARK: - Requests

    /// What is known about a request between the calls libmicrohttpd makes for it.
    private final class PendingRequest {
        var body: [UInt8] = []
        var tooLarge = false
    }

    /// libmicrohttpd calls this first with no context (the headers arrived), then once per
    /// chunk of body, then with an empty chunk: the request is complete, answer it.
    private static let accessHandler: MHD_AccessHandlerCallback = {
        context, connection, url, method, _, uploadData, uploadSize, requestContext in
        guard let context, let connection, let requestContext, let uploadSize else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        guard let stored = requestContext.pointee else {
            requestContext.pointee = Unmanaged.passRetained(PendingRequest()).toOpaque()
            return .YES
        }
        let pending = Unmanaged<PendingRequest>.fromOpaque(stored).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let uploadData, pending.body.count + uploadSize.pointee <= server.configuration.maximumBodySize {
                pending.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            } else {
                pending.tooLarge = true
            }
            uploadSize.pointee = 0
            return .YES
        }
        let response: HTTPResponse
        if pending.tooLarge {
            response = .text("The request body is larger than \(server.configuration.maximumBodySize) bytes.\n", status: 413)
        } else {
            let request = HTTPRequest(
                method: method.map { String(cString: $0) } ?? "GET", path: url.map { String(cString: $0) } ?? "/",
                query: values(of: connection, kind: .GET_ARGUMENT_KIND), headers: values(of: connection, kind: .HEADER_KIND),
                cookies: values(of: connection, kind: .COOKIE_KIND), body: pending.body)
            response = server.handler(request)
        }
        return queue(response, on: connection)
    }

    /// Frees a request's context once libmicrohttpd is done with it.
    private static let requestCompleted: MHD_RequestCompletedCallback = { _, _, requestContext, _ in
        guard let requestContext, let stored = requestContext.pointee else { return }
        Unmanaged<PendingRequest>.fromOpaque(stored).release()
        requestContext.pointee = nil
    }

    private static func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [String: String] {
        let collected = KeyValues()
        _ = MHD_get_connection_values(
            connection, kind,
            { context, _, key, value in
                guard let context, let key else { return .YES }
                let collected = Unmanaged<KeyValues>.fromOpaque(context).takeUnretainedValue()
                collected.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
                return .YES
            }, Unmanaged.passUnretained(collected).toOpaque())
        return collected.values
    }

    private final class KeyValues {
        var values: [String: String] = [:]
    }

    // MARK: - Responses

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let created: OpaquePointer?
        switch response.body {
        case .bytes(let bytes):
            created = bytes.withUnsafeBytes { buffer in
                MHD_create_response_from_buffer(buffer.count, UnsafeMutableRawPointer(mutating: buffer.baseAddress), .RESPMEM_MUST_COPY)
            }
        case .stream(let stream):
            let state = Unmanaged.passRetained(StreamState(stream)).toOpaque()
            created = MHD_create_response_from_callback(cmhd_size_unknown(), 4_096, streamReader, state, streamFinished)
            if created == nil { streamFinished(state) }
        }
        guard let created else { return .NO }
        defer { MHD_destroy_response(created) }
        for header in response.headers { _ = MHD_add_response_header(created, header.name, header.value) }
        return MHD_queue_response(connection, UInt32(response.status), created)
    }

    /// A streaming body and the bytes of its last chunk that did not fit yet.
    private final class StreamState {
        let stream: any HTTPBodyStream
        var leftover: [UInt8] = []

        init(_ stream: any HTTPBodyStream) { self.stream = stream }
    }

    /// Fills libmicrohttpd's buffer from the stream, blocking on the connection's thread until it has bytes.
    private static let streamReader: MHD_ContentReaderCallback = { context, _, buffer, capacity in
        guard let context, let buffer else { return cmhd_end_with_error() }
        let state = Unmanaged<StreamState>.fromOpaque(context).takeUnretainedValue()
        while state.leftover.isEmpty {
            guard let chunk = state.stream.nextChunk() else { return cmhd_end_of_stream() }
            state.leftover = chunk
        }
        let count = min(capacity, state.leftover.count)
        state.leftover.withUnsafeBytes { bytes in
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
        }
        state.leftover.removeFirst(count)
        return count
    }

    /// The connection of a streaming body ended: close the stream and free its state.
    private static let streamFinished: MHD_ContentReaderFreeCallback = { context in
        guard let context else { return }
        let state = Unmanaged<StreamState>.fromOpaque(context).takeRetainedValue()
        state.stream.close()
    }
}
