import Foundation
import Glibc
import WidgetWire

@testable import WidgetHost

/// One input: the bytes one side of a worker's socket reads, as a stream of frames. Every
/// frame is received by the real ``WorkerChannel`` and handled as its reader would: the host
/// checks a `ready` manifest, splits a `reply` body and reads its return bits for every return
/// type, maps `failed` diagnostics, takes `log` and `reload` notices, reads `staged` writes (which
/// must survive their own round trip); a worker binds a `call`'s role and arguments. Each message is then sent back through a channel (the writing side).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWorkerFrames(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let (reader, writer) = FrameSocket.pair() else { return 0 }
    FrameSocket.write(bytes, to: writer)
    close(writer)
    let channel = WorkerChannel(descriptor: reader)
    let echo = FrameSocket.pair()
    let echoWriter = echo.map { WorkerChannel(descriptor: $0.1) }
    defer { if let echo { close(echo.0) } }
    while true {
        guard let frame = try? channel.receive() else { break }
        HostSide.handle(frame.message, body: frame.body)
        WorkerSide.handle(frame.message)
        try? echoWriter?.send(frame.message, body: Array(frame.body.prefix(256)))
        if let echo { FrameSocket.drain(echo.0) }
    }
    return 0
}

/// A socket pair, as between a host and its worker.
enum FrameSocket {
    static func pair() -> (Int32, Int32)? {
        var descriptors: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &descriptors) == 0 else { return nil }
        return (descriptors[0], descriptors[1])
    }

    /// Writes what fits in the socket's buffer without blocking.
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            guard written > 0 else { return }
            offset += written
        }
    }

    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
    }
}

/// What the host does with the frames a worker sends.
enum HostSide {
    static func handle(_ message: WorkerMessage, body: [UInt8]) {
        switch message {
        case .ready(let abi):
            _ = abi.description
            _ = try? PluginLoader.validManifest(body, path: "fuzz.so")
        case .reply(let reply):
            guard let buffers = reply.buffers(of: body) else { return }
            _ = buffers.result.count + buffers.error.count
            for type in HandlerReturnType.allCases { _ = ReturnBits.decode(reply.returned, as: type) }
        case .failed(let failure):
            _ = failure.loadError.map { "\($0)" }
            _ = failure.diagnostics.map(\.diagnostic).map(\.description)
        case .log(let level, let text):
            _ = (LogLevel(rawValue: level), EchoedInput.quoted(text))
        case .reload(let request):
            _ = request.description
        case .staged:
            // Staged writes that parse survive their own round trip.
            if let staged = StagedStorage(encoded: body) { precondition(StagedStorage(encoded: staged.encoded()) == staged) }
        case .storage(let request):
            // A request that parsed survives its own round trip through the binary header.
            var header: [UInt8] = []
            guard (try? WorkerBinaryHeader.append(message, to: &header)) == true else { preconditionFailure("a storage request is binary") }
            guard case .storage(let again)? = try? WorkerBinaryHeader.decode(header[...]) else { preconditionFailure("it decodes") }
            precondition(again == request && body.count >= 0)
        case .call, .start, .stored:
            break
        }
    }
}

/// What a worker does with the frames the host sends: the role, then each argument bound
/// against every declared type and source.
enum WorkerSide {
    static let declarations: [HandlerArgument] = HandlerArgumentType.allCases.flatMap { type in
        HandlerArgumentSource.allCases.map { HandlerArgument(type: type, source: $0) }
    }

    static func handle(_ message: WorkerMessage) {
        if case .start(let arguments) = message { _ = WorkerArguments(arguments) }
        guard case .call(let call) = message else { return }
        _ = call.role.role?.callName
        for value in call.arguments {
            for declaration in declarations { _ = BoundArgument(wire: value, for: declaration) }
        }
        _ = Date(timeIntervalSince1970: call.now)
    }
}
