import Foundation
import Testing

@testable import WidgetWire

/// ``WireCoding`` encodes and decodes without Foundation where it can (``JSONValueEncoder``,
/// ``JSONValueDecoder``): the bytes and values must be Foundation's, and what the fast path
/// refuses must still get Foundation's answer.
struct WireCodingWithoutFoundationTests {
    static let modifiers: [NodeModifier] = [
        .padding(edges: [.top, .leading], length: 4), .frame(FrameSpec(width: 44, height: 44)),
        .frame(FrameSpec(maxWidth: .infinity, alignment: .leading)),
        .background(.color(.named("red", opacity: 1)), alignment: .center), .overlay(.divider, alignment: .topLeading),
        .containerBackground(.color(.named("clear", opacity: 1))), .font(NodeFont(style: "headline")),
        .textStyle(TextStyleSpec(weight: "bold", strikethrough: true)),
        .foreground(.linearGradient(colors: [.named("blue", opacity: 1), .named("purple", opacity: 0.5)], start: .top, end: .bottom)),
        .textLayout(TextLayoutSpec(multilineTextAlignment: "center", lineLimit: 2)), .opacity(0.5),
        .clip(.roundedRectangle, cornerRadius: 12), .shadow(color: .named("black", opacity: 0.3), radius: 4, x: 0, y: 2),
        .offset(x: 3, y: -2), .fixedSize(horizontal: true, vertical: false), .aspectRatio(1.5, fill: true), .invalidatable,
        .widgetURL("widget://open/a b"), .mask(.shape(ShapeNode(shape: .circle)), alignment: .bottom),
        .rotationEffect(degrees: -90, anchor: .center), .widgetLabel(.text(TextNode("label \"quoted\" \\ é\n\t\r\u{8}\u{C}\u{1} a/b"))),
    ]

    static var timeline: TimelinePayload {
        let button = ButtonNode(
            action: IntentInvocation(intent: "MyCalculateIntent", parameters: ["value": 10, "note": "a/b", "ratio": 0.25]),
            label: .text(TextNode("加 10")))
        let children: [ViewNode] =
            [
                .text(TextNode(runs: [TextRun(.string("Time: ")), TextRun(.date(1_700_000_000.5, style: .time))])), .button(button),
                .spacer(minLength: nil), .divider, .color(.rgba(red: 1, green: 0.5, blue: 0, opacity: 1)),
            ] + modifiers.map { ViewNode.text(TextNode("x")).modified($0) }
        let view = ViewNode.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 10, children: children))
        return TimelinePayload(
            entries: [
                TimelineEntryPayload(date: 1_764_684_000, view: view, relevance: 0.5),
                TimelineEntryPayload(date: 1_764_684_060.125, view: .empty),
            ], policy: .after(1_764_687_600))
    }

    @Test func encodesTheBytesFoundationEncodes() throws {
        #expect(try WireCoding.encode(Self.timeline) == (try WireCoding.foundationEncode(Self.timeline)))
        for policy in [ReloadPolicy.atEnd, .never, .after(12.5)] {
            #expect(try WireCoding.encode(policy) == (try WireCoding.foundationEncode(policy)))
        }
        let values: [String: JSONValue] = ["b": .array([1, 2.5, "x"]), "a": .null, "c": .object(["nested": true])]
        #expect(try WireCoding.encode(values) == (try WireCoding.foundationEncode(values)))
        let dates = [Date(timeIntervalSince1970: 1_700_000_000.25)]
        #expect(try WireCoding.encode(dates) == (try WireCoding.foundationEncode(dates)))
        let url = URL(string: "https://example.com/a?b=c")
        #expect(try WireCoding.encode(url) == (try WireCoding.foundationEncode(url)))
        #expect(try WireCoding.encode([1.5, -2, 1e20]) == (try WireCoding.foundationEncode([1.5, -2, 1e20])))
    }

    @Test func decodesTheValuesFoundationDecodes() throws {
        let bytes = try WireCoding.foundationEncode(Self.timeline)
        #expect(try WireCoding.decode(TimelinePayload.self, from: bytes) == Self.timeline)
        #expect(
            try JSONValueDecoder.decode(TimelinePayload.self, from: #require(JSONValueParser.parse(bytes)), codingPath: []) == Self.timeline
        )
        let document = #"{"entries": [{"date": 10, "view": {"type": "text", "text": "a"}}]}"#
        #expect(
            try WireCoding.decode(TimelinePayload.self, from: document)
                == (try WireCoding.foundationDecode(TimelinePayload.self, from: Array(document.utf8))))
        let history = "[1, 2.5, 1e3]"
        #expect(try WireCoding.decode([Double].self, from: history) == [1, 2.5, 1000])
    }

    @Test func whatTheFastPathRefusesGetsFoundationsAnswer() throws {
        // Not a whole integer: the fast decoder refuses, and Foundation refuses too, with its message.
        #expect(throws: (any Error).self) { try JSONValueDecoder.decode(Int.self, from: .double(1.5), codingPath: []) }
        #expect(throws: WireDecodingError.self) { try WireCoding.decode([Int].self, from: "[1.5]") }
        #expect(throws: JSONValueEncoder.Refusal.self) { try JSONValueEncoder.encodedBytes([Double.nan]) }
        #expect(throws: (any Error).self) { try WireCoding.encode([Double.infinity]) }
        #expect(throws: JSONValueEncoder.Refusal.self) { try JSONValueEncoder.encodedBytes(Data([1, 2])) }
        #expect(try WireCoding.encode(Data([1, 2])) == (try WireCoding.foundationEncode(Data([1, 2]))))
        #expect(try WireCoding.encode(Float(0.1)) == (try WireCoding.foundationEncode(Float(0.1))))
    }
}
