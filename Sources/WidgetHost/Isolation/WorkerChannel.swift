import CWorkerProcess
import Foundation
import WidgetWire

/// One end of the socket between a host and a plugin worker, speaking frames:
/// `[header length: UInt32 LE][body length: UInt32 LE][header][body bytes]`, the header a
/// ``WorkerMessage`` in JSON, or in binary for calls and replies (``WorkerBinaryHeader``).
///
/// A frame (or a call or reply with the staged writes that go before it) goes out in one write,
/// built in a buffer the channel keeps; frames come in through a buffer too, so a call's reply is
/// usually one read. A read retries without sleeping (on more than one processor) for 40 µs, or
/// for one and a half times the channel's recent longest wait when that was longer, up to 500 µs,
/// since a reply usually comes sooner than a sleeping process wakes, then blocks: an idle channel uses
/// no CPU, and a deadline is the socket's receive timeout. Any thread may send (a frame goes out
/// whole, under a lock); one thread receives.
final class WorkerChannel: @unchecked Sendable {
    /// Headers larger than this are refused (a header holds names and values, never results).
    static let headerLimit = 16 << 20
    /// Bodies larger than this are refused (a manifest, or a handler's result and error message).
    static let bodyLimit = 1 << 30
    /// How much is read (and allocated) at a time.
    static let readChunk = 64 << 10

    /// What one wait for a frame produced.
    enum Received {
        case frame(WorkerMessage, body: [UInt8])
        /// The other end closed the channel between frames.
        case end
        /// Nothing complete arrived in the time given.
        case timedOut
    }

    /// The socket.
    let descriptor: Int32
    private let sending = NSLock()
    /// The frame being sent, kept (under ``sending``) so sending allocates nothing once it has grown.
    private var outgoing: [UInt8] = []
    /// Bytes received and not yet taken: `incoming[incomingStart..<incomingEnd]` (receiving thread only).
    private var incoming: [UInt8] = []
    private var incomingStart = 0
    private var incomingEnd = 0
    /// The receive timeout set on the socket, in seconds (0: none).
    private var receiveTimeout = 0.0

    init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { whproc_close(descriptor) }

    /// Sends one frame, in one write.
    ///
    /// - Throws: ``WorkerChannelError/closed(reason:)`` if the other end is gone, or
    ///   ``WorkerChannelError/malformed(_:)`` if the header cannot be encoded (a NaN, say).
    func send(_ message: WorkerMessage, body: [UInt8] = []) throws(WorkerChannelError) {
        try send(message, body: body, after: nil)
    }

    /// Sends `first` (if any) and then `message`, in one write: the other end wakes once for both,
    /// as it does for a call and the staged writes that go before it.
    ///
    /// - Throws: as ``send(_:body:)``; nothing is sent if either frame cannot be encoded.
    func send(
        _ message: WorkerMessage, body: [UInt8] = [], after first: (message: WorkerMessage, body: [UInt8])?
    ) throws(WorkerChannelError) {
        sending.lock()
        defer { sending.unlock() }
        outgoing.removeAll(keepingCapacity: true)
        if let first { try appendFrame(first.message, body: first.body) }
        try appendFrame(message, body: body)
        let status = outgoing.withUnsafeBufferPointer { whproc_send(descriptor, $0.baseAddress, $0.count) }
        if outgoing.capacity > Self.readChunk { outgoing = [] }
        if status < 0 { throw .closed(reason: Self.reason(status)) }
    }

    /// Appends one frame to ``outgoing`` (under ``sending``).
    private func appendFrame(_ message: WorkerMessage, body: [UInt8]) throws(WorkerChannelError) {
        let start = outgoing.count
        outgoing.append(contentsOf: repeatElement(0, count: 8))
        if try !WorkerBinaryHeader.append(message, to: &outgoing) {
            do {
                outgoing += try WireCoding.encode(message)
            } catch {
                throw .malformed("cannot encode the \(message) message: \(error)")
            }
        }
        let headerLength = outgoing.count - start - 8
        guard headerLength <= Self.headerLimit, body.count <= Self.bodyLimit else {
            throw .malformed("a frame of \(headerLength) + \(body.count) bytes is larger than the protocol allows")
        }
        Self.store(headerLength, in: &outgoing, at: start)
        Self.store(body.count, in: &outgoing, at: start + 4)
        outgoing += body
    }

    /// Receives one frame, waiting as long as it takes; `nil` when the other end closed the channel between frames.
    ///
    /// - Throws: ``WorkerChannelError/closed(reason:)`` for a read error or a frame cut short,
    ///   ``WorkerChannelError/malformed(_:)`` for lengths over the limits or a header that is not a message.
    func receive() throws(WorkerChannelError) -> (message: WorkerMessage, body: [UInt8])? {
        switch try receive(waitingAtMost: 0) {
        case .frame(let message, let body): return (message, body)
        case .end, .timedOut: return nil
        }
    }

    /// Receives one frame, waiting at most `seconds` for the rest of it to arrive (0: as long as
    /// it takes). A frame cut by the timeout stays buffered: the next call goes on with it.
    func receive(waitingAtMost seconds: Double) throws(WorkerChannelError) -> Received {
        if seconds != receiveTimeout {
            let status = whproc_set_receive_timeout(descriptor, seconds)
            if status < 0 { throw .closed(reason: Self.reason(status)) }
            receiveTimeout = seconds
        }
        // The wait is for the whole frame: a frame that keeps trickling in does not hold the reader past it.
        let deadline = seconds > 0 ? Self.uptime + seconds : .infinity
        switch try fill(8, allowingEnd: true, until: deadline) {
        case .filled: break
        case .timedOut: return .timedOut
        case .ended: return .end
        }
        let headerLength = Self.length(incoming, at: incomingStart)
        let bodyLength = Self.length(incoming, at: incomingStart + 4)
        guard headerLength <= Self.headerLimit, bodyLength <= Self.bodyLimit else {
            throw .malformed("a frame announces \(headerLength) + \(bodyLength) bytes, more than the protocol allows")
        }
        guard try fill(8 + headerLength + bodyLength, allowingEnd: false, until: deadline) == .filled else { return .timedOut }
        let headerStart = incomingStart + 8
        let header = incoming[headerStart..<headerStart + headerLength]
        let body = Array(incoming[headerStart + headerLength..<headerStart + headerLength + bodyLength])
        incomingStart = headerStart + headerLength + bodyLength
        return .frame(try Self.message(header), body: body)
    }

    private static func message(_ header: ArraySlice<UInt8>) throws(WorkerChannelError) -> WorkerMessage {
        if WorkerBinaryHeader.isBinary(header) { return try WorkerBinaryHeader.decode(header) }
        do {
            return try WireCoding.decode(WorkerMessage.self, from: header)
        } catch {
            throw .malformed("a frame header is not a worker message (\(error))")
        }
    }

    /// Blocks until the other end closes the channel or ends its writing; reads nothing.
    func waitForHangup() { _ = whproc_wait_for_hangup(descriptor) }

    /// Ends this side's writing: the other end reads end of file after the frames already sent.
    func endWriting() { _ = whproc_end_writing(descriptor) }

    /// Seconds on a monotonic clock: what deadlines are measured in.
    static var uptime: Double { ProcessInfo.processInfo.systemUptime }

    /// Reads until `count` bytes are buffered, at most ``readChunk`` at a time: a frame that
    /// announces more than it sends costs the host only the bytes that arrived, not an
    /// allocation of the announced size. The end of the channel is ``Fill/ended`` only with
    /// `allowingEnd` and nothing buffered; else it is an error. Past `deadline` (``uptime``) it is ``Fill/timedOut``.
    private func fill(_ count: Int, allowingEnd: Bool, until deadline: Double) throws(WorkerChannelError) -> Fill {
        while incomingEnd - incomingStart < count {
            if deadline.isFinite, Self.uptime >= deadline { return .timedOut }
            makeRoom(for: count - (incomingEnd - incomingStart))
            let received = incoming.withUnsafeMutableBufferPointer { buffer in
                whproc_receive_some(descriptor, buffer.baseAddress! + incomingEnd, buffer.count - incomingEnd)
            }
            if received == -Int(EAGAIN) { return .timedOut }
            if received == 0 {
                if allowingEnd && incomingEnd == incomingStart { return .ended }
                throw .closed(reason: "the channel closed in the middle of a frame")
            }
            if received < 0 { throw .closed(reason: Self.reason(Int32(received))) }
            incomingEnd += received
        }
        return .filled
    }

    private enum Fill { case filled, timedOut, ended }

    /// Moves the buffered bytes to the front and leaves room after them for the `missing` bytes of the frame, at least
    /// ``readChunk`` and at most as much again as is buffered (a frame that announces more than it sends costs the
    /// host about twice the bytes that arrived); drops a buffer grown past a large frame once it is empty.
    private func makeRoom(for missing: Int) {
        if incomingStart == incomingEnd {
            incomingStart = 0
            incomingEnd = 0
            if incoming.count > 4 * Self.readChunk { incoming = [] }
        } else if incomingStart > 0 {
            let pending = incomingEnd - incomingStart
            incoming.withUnsafeMutableBytes { bytes in
                bytes.baseAddress!.copyMemory(from: bytes.baseAddress! + incomingStart, byteCount: pending)
            }
            incomingStart = 0
            incomingEnd = pending
        }
        let wanted = max(Self.readChunk, min(missing, incomingEnd))
        let free = incoming.count - incomingEnd
        // An array of zeros, not `repeatElement`: the standard library appends a generic sequence one element at a time.
        if free < wanted { incoming.append(contentsOf: [UInt8](repeating: 0, count: wanted - free)) }
    }

    private static func store(_ length: Int, in frame: inout [UInt8], at offset: Int) {
        let value = UInt32(length)
        for index in 0..<4 { frame[offset + index] = UInt8(truncatingIfNeeded: value >> UInt32(8 * index)) }
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
