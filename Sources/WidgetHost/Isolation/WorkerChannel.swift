import CWorkerProcess
import Foundation
import WidgetWire

/// One end of the socket between a host and a plugin worker, speaking frames:
/// `[header length: UInt32 LE][body length: UInt32 LE][header: WorkerMessage JSON][body bytes]`.
///
/// Any thread may send (a frame goes out whole, under a lock); one thread receives.
final class WorkerChannel: @unchecked Sendable {
    /// Headers larger than this are refused (a header holds names and values, never results).
    static let headerLimit = 16 << 20
    /// Bodies larger than this are refused (a manifest, or a handler's result and error message).
    static let bodyLimit = 1 << 30
    /// How much of a frame is read (and allocated) at a time.
    static let readChunk = 64 << 10

    /// The socket.
    let descriptor: Int32
    private let sending = NSLock()

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { whproc_close(descriptor) }

    /// Sends one frame.
    ///
    /// - Throws: ``WorkerChannelError/closed(reason:)`` if the other end is gone, or
    ///   ``WorkerChannelError/malformed(_:)`` if the header cannot be encoded (a NaN, say).
    func send(_ message: WorkerMessage, body: [UInt8] = []) throws(WorkerChannelError) {
        let header: [UInt8]
        do {
            header = try WireCoding.encode(message)
        } catch {
            throw .malformed("cannot encode the \(message) message: \(error)")
        }
        guard header.count <= Self.headerLimit, body.count <= Self.bodyLimit else {
            throw .malformed("a frame of \(header.count) + \(body.count) bytes is larger than the protocol allows")
        }
        var frame: [UInt8] = []
        frame.reserveCapacity(8 + header.count + body.count)
        Self.appendLength(header.count, to: &frame)
        Self.appendLength(body.count, to: &frame)
        frame += header
        frame += body
        sending.lock()
        defer { sending.unlock() }
        let status = frame.withUnsafeBufferPointer { whproc_send(descriptor, $0.baseAddress, $0.count) }
        if status < 0 { throw .closed(reason: Self.reason(status)) }
    }

    /// Receives one frame; `nil` when the other end closed the channel between frames.
    ///
    /// - Throws: ``WorkerChannelError/closed(reason:)`` for a read error or a frame cut short,
    ///   ``WorkerChannelError/malformed(_:)`` for lengths over the limits or a header that is not a message.
    func receive() throws(WorkerChannelError) -> (message: WorkerMessage, body: [UInt8])? {
        guard let lengths = try read(8, allowingEnd: true) else { return nil }
        let headerLength = Self.length(lengths, at: 0)
        let bodyLength = Self.length(lengths, at: 4)
        guard headerLength <= Self.headerLimit, bodyLength <= Self.bodyLimit else {
            throw .malformed("a frame announces \(headerLength) + \(bodyLength) bytes, more than the protocol allows")
        }
        let bytes = try read(headerLength + bodyLength, allowingEnd: false) ?? []
        let message: WorkerMessage
        do {
            message = try WireCoding.decode(WorkerMessage.self, from: bytes[..<headerLength])
        } catch {
            throw .malformed("a frame header is not a worker message (\(error))")
        }
        return (message, Array(bytes[headerLength...]))
    }

    /// Waits until a frame (or the end of the channel) is there to read, or until `deadline`
    /// (seconds of ``WorkerChannel/uptime``); whether something is there.
    func waitReadable(until deadline: Double) -> Bool {
        while true {
            let remaining = deadline - Self.uptime
            guard remaining > 0 else { return false }
            let status = whproc_wait_readable(descriptor, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
            if status != 0 { return true }
        }
    }

    /// Blocks until the other end closes the channel or ends its writing; reads nothing.
    func waitForHangup() { _ = whproc_wait_for_hangup(descriptor) }

    /// Ends this side's writing: the other end reads end of file after the frames already sent.
    func endWriting() { _ = whproc_end_writing(descriptor) }

    /// Seconds on a monotonic clock: what deadlines are measured in.
    static var uptime: Double { ProcessInfo.processInfo.systemUptime }

    /// Reads `count` bytes, at most ``readChunk`` at a time: a frame that announces more than it
    /// sends costs the host only the bytes that arrived, not an allocation of the announced size.
    private func read(_ count: Int, allowingEnd: Bool) throws(WorkerChannelError) -> [UInt8]? {
        var buffer: [UInt8] = []
        while buffer.count < count {
            var chunk = [UInt8](repeating: 0, count: min(count - buffer.count, Self.readChunk))
            let received = chunk.withUnsafeMutableBufferPointer { whproc_receive(descriptor, $0.baseAddress, $0.count) }
            if received == 0 {
                if allowingEnd && buffer.isEmpty { return nil }
                throw .closed(reason: "the channel closed in the middle of a frame")
            }
            if received < 0 { throw .closed(reason: Self.reason(Int32(received))) }
            if buffer.isEmpty && chunk.count == count { return chunk }
            buffer += chunk
        }
        return buffer
    }

    private static func appendLength(_ length: Int, to frame: inout [UInt8]) {
        let value = UInt32(length)
        frame += [UInt8(value & 0xff), UInt8(value >> 8 & 0xff), UInt8(value >> 16 & 0xff), UInt8(value >> 24 & 0xff)]
    }

    private static func length(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }

    static func reason(_ negativeErrno: Int32) -> String { String(cString: strerror(-negativeErrno)) }
}

/// Why a frame could not be sent or received.
enum WorkerChannelError: Error, Equatable {
    /// The other end is gone (or the socket failed).
    case closed(reason: String)
    /// The bytes are not the worker protocol.
    case malformed(String)
}
