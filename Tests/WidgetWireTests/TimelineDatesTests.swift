import Foundation
import Testing
import WidgetWire

/// A plugin's timeline whose dates cannot be shown or scheduled (1e300, a year past 4001) is refused with the place of
/// the date (the host checks it after decoding); Foundation's own far dates (`Date.distantPast`, `distantFuture`) are kept.
struct TimelineDatesTests {
    private func timeline(entry date: Double, after: Double) -> [UInt8] {
        Array(
            #"{"entries":[{"date":0,"view":{"type":"empty"}},{"date":\#(date),"view":{"type":"empty"}}],"policy":{"kind":"after","date":\#(after)}}"#
                .utf8)
    }

    @Test func farDatesAreRefusedWithTheirPlace() throws {
        let entry = try #require(throws: WireDecodingError.self) {
            try WireCoding.checkTimelineDates(of: WireCoding.decodeTimeline(from: timeline(entry: 1e300, after: 0)))
        }
        #expect(entry.path == "entries[1].date", "\(entry)")
        #expect(entry.description.contains("outside the dates a timeline may hold"), "\(entry)")
        let policy = try #require(throws: WireDecodingError.self) {
            try WireCoding.checkTimelineDates(of: WireCoding.decodeTimeline(from: timeline(entry: 0, after: -1e15)))
        }
        #expect(policy.path == "policy.date", "\(policy)")
    }

    @Test func foundationsFarDatesAreKept() throws {
        let past = Date.distantPast.timeIntervalSince1970
        let future = Date.distantFuture.timeIntervalSince1970
        let payload = try WireCoding.decodeTimeline(from: timeline(entry: past, after: future))
        try WireCoding.checkTimelineDates(of: payload)
        #expect(payload.entries.last?.date == past)
        #expect(payload.policy == .after(future))
    }
}

/// JSON nested deeper than the wire allows is refused as that, not as "not valid JSON".
struct DeepJSONTests {
    @Test func tooDeepJSONSaysHowDeep() throws {
        let view =
            String(repeating: #"{"type":"vstack","children":["#, count: 600) + #"{"type":"empty"}"#
            + String(repeating: "]}", count: 600)
        let json = #"{"entries":[{"date":0,"view":"# + view + "}]}"
        let error = try #require(throws: WireDecodingError.self) { try WireCoding.decodeTimeline(from: Array(json.utf8)) }
        #expect(error.description.contains("it is nested 1204 levels deep, deeper than the 256 levels the wire allows"), "\(error)")
    }
}
