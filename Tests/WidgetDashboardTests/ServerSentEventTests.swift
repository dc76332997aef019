import Testing
import WidgetDashboard

/// The `text/event-stream` framing and the hub that fans events out to the open streams.
struct ServerSentEventTests {
    @Test func eventsAreFramedLineByLine() {
        #expect(ServerSentEvent(event: "instance", data: "3").encoded == "event: instance\ndata: 3\n\n")
        #expect(ServerSentEvent(data: "one\ntwo\r\nthree").encoded == "data: one\ndata: two\ndata: three\n\n")
        #expect(ServerSentEvent(event: "a\nb", data: "", id: "7\r").encoded == "event: ab\nid: 7\ndata: \n\n")
        #expect(ServerSentEvent.comment("keep-alive") == ": keep-alive\n\n")
    }

    @Test func everyStreamGetsEachEventOnce() {
        let hub = EventHub(heartbeat: 60)
        let first = hub.subscribe()
        let second = hub.subscribe()
        for stream in [first, second] { #expect(text(stream.nextChunk()) == "retry: 2000\n: connected\n\n") }
        hub.publish(ServerSentEvent(event: "instance", data: "1"))
        hub.publish(ServerSentEvent(event: "instance", data: "1"))
        hub.publish(ServerSentEvent(event: "instance", data: "2"))
        for stream in [first, second] {
            #expect(text(stream.nextChunk()) == "event: instance\ndata: 1\n\nevent: instance\ndata: 2\n\n")
        }
        #expect(hub.subscriberCount == 2)
        first.close()
        #expect(hub.subscriberCount == 1)
        #expect(first.nextChunk() == nil)
    }

    @Test func anIdleStreamSendsKeepAliveComments() {
        let stream = EventHub(heartbeat: 0.01).subscribe()
        _ = stream.nextChunk()
        #expect(text(stream.nextChunk()) == ": keep-alive\n\n")
    }

    @Test func aFloodOfEventsBecomesOneResync() {
        let hub = EventHub(heartbeat: 60, queueLimit: 4)
        let stream = hub.subscribe()
        _ = stream.nextChunk()
        for id in 1...10 { hub.publish(ServerSentEvent(event: "instance", data: "\(id)")) }
        let chunk = text(stream.nextChunk())
        #expect(chunk.hasPrefix("event: resync\n"))
        #expect(!chunk.contains("event: instance\ndata: 1\n"))
    }

    @Test func closingTheHubEndsEveryStream() {
        let hub = EventHub(heartbeat: 60)
        let stream = hub.subscribe()
        _ = stream.nextChunk()
        hub.close()
        #expect(stream.nextChunk() == nil)
        #expect(hub.subscribe().nextChunk() == nil)
        #expect(hub.subscriberCount == 0)
    }

    private func text(_ bytes: [UInt8]?) -> String { bytes.map { String(decoding: $0, as: UTF8.self) } ?? "<end>" }
}
