import Foundation
import Testing

@testable import WidgetWire

/// ``WireCoding/encodeTimeline(_:)`` and ``WireCoding/decodeTimeline(from:)-(some Collection<UInt8>)``
/// (view trees written and read by hand): the bytes and values of the generic coding, for every node
/// the hand-written path handles and for those it hands on, and the same answers for old and bad JSON.
struct TimelineCodingTests {
    /// Every node and modifier the hand-written path writes itself, in the shapes it must tell apart.
    static var handled: [ViewNode] {
        let action = IntentInvocation(
            intent: "ToggleIntent", parameters: ["id": "a", "n": 2, "ratio": 0.5, "nested": .object(["x": .array([true, .null])])])
        let runs = TextNode(runs: [
            TextRun(.string("Time: ")), TextRun(.date(1_700_000_000.25, style: .relative)),
            TextRun(.timer(start: 1, end: 61, countsDown: false)),
            TextRun(.timer(start: 1, end: 7201, countsDown: true, showsHours: false)),
            TextRun(
                .string("bold"), font: NodeFont(size: 12, weight: "bold"), textStyle: TextStyleSpec(italic: true),
                foreground: .color(.named("red", opacity: 0.5))),
            TextRun(.string("painted"), foreground: .linearGradient(colors: [.named("blue", opacity: 1)], start: .top, end: .bottom)),
        ])
        return [
            .empty, .divider, .spacer(minLength: 4), .spacer(minLength: nil), .text(runs), .text(TextNode("\"quoted\" \\ é\n\u{1} a/b")),
            .color(.named("red", opacity: 0.25)),
            .color(.adaptive(light: .named("white", opacity: 1), dark: .rgba(red: 0, green: 0.1, blue: 0.2, opacity: 0.9))),
            .stack(StackNode(axis: .depth, alignment: .bottomTrailing, spacing: 0, children: [])),
            .stack(StackNode(axis: .horizontal, children: [.text(TextNode("a")), .divider])),
            .button(
                ButtonNode(
                    action: action, style: "custom", role: "destructive", label: .text(TextNode("x")), pressedLabel: .empty,
                    controlID: "b.0")),
            .button(ButtonNode(action: action, style: "borderedProminent", label: .empty, borderShape: "capsule")),
            .toggle(
                ToggleNode(isOn: true, action: action, label: .text(TextNode("on")), onBody: .divider, offBody: .empty, controlID: "t.1")),
            .toggle(ToggleNode(isOn: false, action: action, style: "switch", label: .empty)),
            ViewNode.divider.modified(.padding(edges: .horizontal, length: 3)),
            ViewNode.divider.modified(.padding(edges: [.top], length: nil)),
            ViewNode.divider.modified(.background(.empty, alignment: .leading)),
            ViewNode.divider.modified(.overlay(.divider, alignment: .center)),
            ViewNode.divider.modified(.containerBackground(.color(.named("white", opacity: 1)))), ViewNode.divider.modified(.opacity(0.75)),
        ]
    }

    static var timeline: TimelinePayload {
        let nodes = handled + WireCodingWithoutFoundationTests.modifiers.map { ViewNode.text(TextNode("x")).modified($0) }
        let view = ViewNode.stack(StackNode(axis: .vertical, spacing: 10, children: nodes)).modified(
            .containerBackground(.color(.named("white", opacity: 1))))
        return TimelinePayload(
            entries: [
                TimelineEntryPayload(date: 1_764_684_000, view: view, relevance: 0.5),
                TimelineEntryPayload(date: 1_764_684_060.125, view: .empty),
            ], policy: .after(1_764_687_600))
    }

    @Test func anEntryWithoutContentMarginsIsWrittenAndReadByHandAsGenerically() throws {
        let payload = TimelinePayload(
            entries: [
                TimelineEntryPayload(
                    date: 5, view: .text(TextNode(runs: [TextRun(.symbol("drop.fill")), TextRun(.string(" 3"))])), relevance: 1,
                    contentMarginsDisabled: true),
                TimelineEntryPayload(date: 6, view: .empty, contentMarginsDisabled: false),
            ], policy: .never)
        var writer = ViewTreeWriter()
        try writer.write(payload)
        #expect(writer.bytes == (try WireCoding.foundationEncode(payload)))
        let decoded = try WireCoding.decodeTimeline(from: writer.bytes)
        #expect(decoded == payload && decoded.entries.map(\.drawsWithoutMargins) == [true, false])
        #expect(try WireCoding.foundationDecode(TimelinePayload.self, from: writer.bytes) == payload)
    }

    @Test func writesTheBytesOfTheGenericEncoding() throws {
        #expect(try WireCoding.encodeTimeline(Self.timeline) == (try WireCoding.foundationEncode(Self.timeline)))
        var writer = ViewTreeWriter()
        try writer.write(Self.timeline)  // written by hand, not handed to the generic encoding
        #expect(writer.bytes == (try WireCoding.foundationEncode(Self.timeline)))
        #expect(
            try WireCoding.encodeTimeline(WireCodingWithoutFoundationTests.timeline)
                == (try WireCoding.encode(WireCodingWithoutFoundationTests.timeline)))
        for policy in [ReloadPolicy.atEnd, .never, .after(12.5)] {
            let payload = TimelinePayload(entries: [], policy: policy)
            #expect(try WireCoding.encodeTimelineString(payload) == (try WireCoding.encodeString(payload)))
        }
    }

    /// The writer's buffer starts at 16 bytes here: it grows many times, and once by more than
    /// twice its size at one append (a long text), and keeps every byte.
    @Test func aWriterThatStartsSmallGrowsToHoldEveryByte() throws {
        var writer = ViewTreeWriter(capacity: 1)
        try writer.write(Self.timeline)
        #expect(writer.bytes == (try WireCoding.foundationEncode(Self.timeline)))
        let long = TimelinePayload(
            entries: [TimelineEntryPayload(date: 0, view: .text(TextNode(String(repeating: "é\"x", count: 3_000))))], policy: .never)
        var longWriter = ViewTreeWriter(capacity: 1)
        try longWriter.write(long)
        #expect(longWriter.bytes == (try WireCoding.foundationEncode(long)))
    }

    @Test func readsTheValuesOfTheGenericDecoding() throws {
        let bytes = try WireCoding.foundationEncode(Self.timeline)
        #expect(try WireCoding.decodeTimeline(from: bytes) == Self.timeline)
        #expect(ViewTreeReader.timeline(from: bytes) == Self.timeline)
        for node in Self.handled {
            #expect(ViewTreeReader.node(from: try WireCoding.encode(node)) == node)
        }
    }

    /// A timeline as older runs stored it, and as a C plugin may write it: keys in any order, spaces,
    /// explicit nulls, the text shorthand, integral reals written as integers, no policy.
    @Test func oldAndHandWrittenBytesStillDecode() throws {
        let document = """
            {"entries": [{"view": {"children": [{"text": "a", "type": "text", "runs": null},
              {"type": "button", "style": "automatic", "label": {"type": "text", "text": "加 10"}, "role": null,
               "action": {"parameters": {"value": 10}, "intent": "MyCalculateIntent"}, "controlID": "b.1"},
              {"type": "text", "runs": [{"date": 1700000000, "style": null}, {"timerStart": 1, "timerEnd": 2}]},
              {"type": "color", "color": {"red": 1, "green": 0, "blue": 0}}, {"type": "spacer", "minLength": null},
              {"type": "frame", "content": {"type": "divider"}, "maxWidth": "infinity"}],
              "type": "vstack", "alignment": "leading", "spacing": 8}, "date": 10, "relevance": null}]}
            """
        let generic = try WireCoding.foundationDecode(TimelinePayload.self, from: Array(document.utf8))
        #expect(try WireCoding.decodeTimeline(from: document) == generic)
        #expect(generic.policy == .never)
    }

    /// Keys and types written with escapes, keys repeated (the last wins) and keys the reader does not know
    /// are read as the generic decoding reads them: the reader finds members by their unescaped bytes.
    @Test func escapedRepeatedAndUnknownKeysReadAsTheGenericDecodingReadsThem() throws {
        let document = #"""
            {"entries": [{"date": 1, "view": {"\u0074ype": "vstack", "children": [
              {"type": "te\u0078t", "text": "first", "text": "second", "font": null},
              {"type": "button", "style": "automatic", "label": {"type": "text", "text": "\u52a0 10"},
               "action": {"intent": "I", "parameters": {"v": 1, "v": 2}}, "sparkle": [1, {"x": 2}]},
              {"type": "hstack", "children": [], "spacing": 4, "spacing": null, "alignment": "top"}],
              "spacing": 2}}]}
            """#
        let generic = try WireCoding.decode(TimelinePayload.self, from: document)
        #expect(try WireCoding.decodeTimeline(from: document) == generic)
        #expect(ViewTreeReader.timeline(from: Array(document.utf8)) == generic)
        guard case .stack(let stack) = generic.entries[0].view, case .text(let text) = stack.children[0] else {
            Issue.record("expected a stack with a text first, got \(generic.entries[0].view)")
            return
        }
        #expect(ViewText.plainText(of: .text(text)) == "second")
    }

    @Test func badJSONGetsTheGenericError() throws {
        let documents = [
            #"{"entries": [{"date": 10, "view": {"type": "text"}}]}"#, #"{"entries": [{"date": "10", "view": {"type": "empty"}}]}"#,
            #"{"entries": [{"date": 10, "view": {"type": "button", "label": {"type": "empty"}}}]}"#,
            #"{"entries": [{"date": 10, "view": {"type": "sparkle"}}]}"#, #"{"entries": [], "policy": {"kind": "soon"}}"#, "{",
        ]
        for document in documents {
            let generic = #expect(throws: WireDecodingError.self) { try WireCoding.decode(TimelinePayload.self, from: document) }
            let fast = #expect(throws: WireDecodingError.self) { try WireCoding.decodeTimeline(from: document) }
            #expect(fast?.description == generic?.description)
        }
    }

    @Test func aNumberJSONCannotHoldIsRefusedAsBefore() {
        let payload = TimelinePayload(entries: [TimelineEntryPayload(date: .infinity, view: .empty)], policy: .never)
        #expect(throws: (any Error).self) { try WireCoding.encodeTimeline(payload) }
    }
}
