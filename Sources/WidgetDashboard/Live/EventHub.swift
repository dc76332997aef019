import Foundation
import Synchronization

/// Fans events out to every open event stream of the dashboard (`GET /events`).
///
/// Publishing never blocks on a slow client: each subscription queues its events (an event
/// already queued is not queued twice) and its connection thread sends them when it can.
///
/// ```swift
/// let hub = EventHub()
/// let stream = hub.subscribe()            // the body of a text/event-stream response
/// hub.publish(ServerSentEvent(event: "instance", data: "3"))
/// ```
public final class EventHub: Sendable {
    private let subscriptions = Mutex<(open: [ObjectIdentifier: EventSubscription], isClosed: Bool)>(([:], false))
    /// Seconds between keep-alive comments on an idle stream (how soon a vanished client is noticed).
    public let heartbeat: Double
    /// How many events a subscription queues before it replaces them with one `resync` event.
    public let queueLimit: Int

    /// A hub whose idle streams send a keep-alive comment every `heartbeat` seconds.
    public init(heartbeat: Double = 15, queueLimit: Int = 512) {
        self.heartbeat = heartbeat
        self.queueLimit = queueLimit
    }

    /// A new stream that receives every event published from now on; after ``close()``,
    /// a stream that ends at once.
    public func subscribe() -> EventSubscription {
        let subscription = EventSubscription(hub: self)
        let closed = subscriptions.withLock { state in
            if !state.isClosed { state.open[ObjectIdentifier(subscription)] = subscription }
            return state.isClosed
        }
        if closed { subscription.close() }
        return subscription
    }

    /// Queues `event` on every open stream.
    public func publish(_ event: ServerSentEvent) {
        for subscription in subscriptions.withLock({ Array($0.open.values) }) { subscription.enqueue(event) }
    }

    /// Ends every stream and refuses new ones (the server is stopping).
    public func close() {
        let open = subscriptions.withLock { state in
            state.isClosed = true
            defer { state.open.removeAll() }
            return Array(state.open.values)
        }
        for subscription in open { subscription.close() }
    }

    /// How many streams are open.
    public var subscriberCount: Int { subscriptions.withLock { $0.open.count } }

    func remove(_ subscription: EventSubscription) {
        _ = subscriptions.withLock { $0.open.removeValue(forKey: ObjectIdentifier(subscription)) }
    }
}

/// One client's event stream: the events queued for it, sent in order as `text/event-stream`.
///
/// The first chunk tells the browser to reconnect after two seconds (`retry: 2000`); an idle
/// stream sends a keep-alive comment every ``EventHub/heartbeat`` seconds.
public final class EventSubscription: HTTPBodyStream, @unchecked Sendable {
    private let condition = NSCondition()
    private var queued: [ServerSentEvent] = []
    private var isClosed = false
    private var greeted = false
    private weak var hub: EventHub?
    private let heartbeat: Double
    private let queueLimit: Int

    init(hub: EventHub) {
        self.hub = hub
        heartbeat = hub.heartbeat
        queueLimit = hub.queueLimit
    }

    /// Queues `event` unless the same event is already waiting.
    func enqueue(_ event: ServerSentEvent) {
        condition.lock()
        defer { condition.unlock() }
        guard !isClosed, !queued.contains(event) else { return }
        if queued.count >= queueLimit {
            queued = [ServerSentEvent(event: "resync", data: "too many changes at once")]
        } else {
            queued.append(event)
        }
        condition.signal()
    }

    /// The events queued so far (waiting up to the heartbeat for one), or a keep-alive
    /// comment; `nil` once the stream is closed.
    public func nextChunk() -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        if isClosed { return nil }
        if !greeted {
            greeted = true
            return Array(("retry: 2000\n" + ServerSentEvent.comment("connected")).utf8)
        }
        let deadline = Date().addingTimeInterval(heartbeat)
        while queued.isEmpty && !isClosed {
            if !condition.wait(until: deadline) { return isClosed ? nil : Array(ServerSentEvent.comment("keep-alive").utf8) }
        }
        if isClosed { return nil }
        let events = queued
        queued.removeAll()
        return Array(events.map(\.encoded).joined().utf8)
    }

    /// Ends the stream: a waiting ``nextChunk()`` returns `nil`, and the hub forgets it.
    public func close() {
        condition.lock()
        isClosed = true
        queued.removeAll()
        condition.broadcast()
        condition.unlock()
        hub?.remove(self)
    }
}
