import Foundation
import Testing

@testable import WidgetWire

/// ``TimelinePayload/wireJSON``: a decoded timeline keeps the bytes it came from, so that the host stores
/// them as they are; any change drops them, and they never take part in equality.
struct TimelineWireJSONTests {
    static let json = Array(
        #"{"entries":[{"date":1,"view":{"type":"button","style":"automatic","action":{"intent":"I","parameters":{}},"label":{"type":"text","text":"a"}}}],"policy":{"kind":"atEnd"}}"#
            .utf8)

    @Test func aDecodedTimelineKeepsItsBytesAndStoresThem() throws {
        let payload = try WireCoding.decodeTimeline(from: Self.json)
        #expect(payload.wireJSON == Self.json)
        #expect(try WireCoding.storedTimeline(payload) == String(decoding: Self.json, as: UTF8.self))
    }

    @Test func controlIDsAreAssignedWithoutDroppingTheBytesAndAssignedAgainWhenReadBack() throws {
        let assigned = ControlIdentifiers.assign(in: try WireCoding.decodeTimeline(from: Self.json))
        #expect(assigned.wireJSON == Self.json)
        let readBack = ControlIdentifiers.assign(in: try WireCoding.decodeTimeline(from: try WireCoding.storedTimeline(assigned)))
        #expect(readBack == assigned)
        guard case .button(let button) = readBack.entries[0].view else {
            Issue.record("expected a button, got \(readBack.entries[0].view)")
            return
        }
        #expect(button.controlID == "b")
    }

    @Test func anyChangeDropsTheBytesAndStoresTheEncoding() throws {
        var entryChanged = try WireCoding.decodeTimeline(from: Self.json)
        entryChanged.entries[0].date = 2
        #expect(entryChanged.wireJSON == nil)
        #expect(try WireCoding.decodeTimeline(from: try WireCoding.storedTimeline(entryChanged)) == entryChanged)
        var policyChanged = try WireCoding.decodeTimeline(from: Self.json)
        policyChanged.policy = .never
        #expect(policyChanged.wireJSON == nil)
        #expect(try WireCoding.storedTimeline(policyChanged) == (try WireCoding.encodeTimelineString(policyChanged)))
    }

    @Test func equalityAndHashingIgnoreTheBytes() throws {
        let decoded = try WireCoding.decodeTimeline(from: Self.json)
        let made = TimelinePayload(entries: decoded.entries, policy: decoded.policy)
        #expect(made.wireJSON == nil)
        #expect(decoded == made)
        #expect(Set([decoded, made]).count == 1)
    }
}

/// ``WireCoding/decodeTimelineRequest(from:)``: the request the generic decoding makes (a repeated key keeps its
/// last value, as ``JSONValueParser`` reads it), or its error.
struct TimelineRequestReaderTests {
    @Test(arguments: [
        #"{"operation":"timeline","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":false,"now":1700000000.5,"configuration":{}}"#,
        #"{"configuration":{"a":1,"b":[true,null],"c":{"d":"é"}},"now":17,"isPreview":true,"displaySize":{"height":1.5,"width":2},"family":"systemSmall","operation":"placeholder","extra":[1]}"#,
        #"{"operation":"snapshot","operation":"timeline","family":"accessoryInline","displaySize":{"width":1,"height":1},"isPreview":false,"now":0,"configuration":{"x":"y","x":"z"}}"#,
    ])
    func readsWhatTheGenericDecodingReads(_ text: String) throws {
        #expect(try WireCoding.decodeTimelineRequest(from: text) == (try WireCoding.decode(TimelineRequest.self, from: text)))
    }

    @Test(arguments: [
        #"{"operation":"timeline","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":false,"now":1}"#,
        #"{"operation":"later","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":false,"now":1,"configuration":{}}"#,
        #"{"operation":"timeline","family":"systemMedium","displaySize":{"width":"wide","height":155},"isPreview":false,"now":1,"configuration":{}}"#,
        #"{"operation":"timeline","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":0,"now":1,"configuration":{}}"#,
        #"{"operation":"timeline","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":false,"now":1,"configuration":[]}"#,
        "not json",
    ])
    func refusesWhatTheGenericDecodingRefuses(_ text: String) {
        #expect(throws: WireDecodingError.self) { try WireCoding.decodeTimelineRequest(from: text) }
        #expect(throws: WireDecodingError.self) { try WireCoding.decode(TimelineRequest.self, from: text) }
    }
}
