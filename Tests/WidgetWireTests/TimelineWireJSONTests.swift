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
        #expect(try WireCoding.storedTimeline(payload) == Self.json)
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
        #expect(try WireCoding.storedTimeline(policyChanged) == Array((try WireCoding.encodeTimelineString(policyChanged)).utf8))
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
        #"{"colorScheme":"dark","configuration":{},"displaySize":{"height":155,"width":329},"family":"systemMedium","isPreview":false,"now":1,"operation":"timeline"}"#,
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
        #"{"colorScheme":1,"operation":"timeline","family":"systemMedium","displaySize":{"width":329,"height":155},"isPreview":false,"now":1,"configuration":{}}"#,
        "not json",
    ])
    func refusesWhatTheGenericDecodingRefuses(_ text: String) {
        #expect(throws: WireDecodingError.self) { try WireCoding.decodeTimelineRequest(from: text) }
        #expect(throws: WireDecodingError.self) { try WireCoding.decode(TimelineRequest.self, from: text) }
    }
}

/// ``WireCoding/encodeTimelineRequest(_:)``: the bytes the generic encoding writes, or its error.
struct TimelineRequestWriterTests {
    static let requests = [
        TimelineRequest(operation: .timeline, family: .systemMedium, now: 1_700_000_000.5),
        TimelineRequest(
            operation: .placeholder, family: .systemSmall, displaySize: DisplaySize(width: 0.1, height: 1e21), isPreview: true, now: -3,
            configuration: [
                "b": .array([.bool(true), .null, .double(1.25)]), "a": .string("é \"q\" \n/"),
                "c": .object(["d": .object(["e": .double(-0.5)])]), "": .integer(9_007_199_254_740_993),
            ]),
        TimelineRequest(operation: .snapshot, family: .accessoryInline, now: 0, configuration: ["z": .null]),
        TimelineRequest(operation: .timeline, family: .systemSmall, now: 5, configuration: ["a": 1], colorScheme: "dark"),
    ]

    @Test(arguments: requests)
    func writesWhatTheGenericEncodingWrites(_ request: TimelineRequest) throws {
        #expect(try WireCoding.encodeTimelineRequest(request) == (try WireCoding.encodeString(request)))
        #expect(try WireCoding.decodeTimelineRequest(from: WireCoding.encodeTimelineRequest(request)) == request)
    }

    @Test func refusesANumberJSONCannotHoldAsTheGenericEncodingDoes() {
        for request in [
            TimelineRequest(operation: .timeline, family: .systemSmall, now: .infinity),
            TimelineRequest(operation: .timeline, family: .systemSmall, now: 1, configuration: ["x": .double(.nan)]),
        ] {
            #expect(throws: (any Error).self) { try WireCoding.encodeTimelineRequest(request) }
            #expect(throws: (any Error).self) { try WireCoding.encodeString(request) }
        }
    }
}

/// `WireCoding.decodeTimeline(from:assigningControlIDs:)`: the ids written while reading are those
/// ``ControlIdentifiers/assign(in:)-(TimelinePayload)`` gives the decoded tree, wherever the controls sit.
struct ControlIDsWhileReadingTests {
    static let action = IntentInvocation(intent: "I", parameters: ["n": 1])

    static func button(_ title: String, id: String? = nil, pressed: ViewNode? = nil) -> ViewNode {
        .button(ButtonNode(action: action, label: .text(TextNode(title)), pressedLabel: pressed, controlID: id))
    }

    /// Controls in stacks, modifiers the reader reads (padding, background, overlay, container background),
    /// one it hands to the generic decoding (frame), a toggle's label and bodies and a button's pressed label.
    static var tree: ViewNode {
        let toggle = ViewNode.toggle(
            ToggleNode(
                isOn: true, action: action, label: button("in label"),
                onBody: .stack(StackNode(axis: .depth, children: [.text(TextNode("on")), button("on")]))))
        let children: [ViewNode] = [
            button("a", id: "stale"),
            ViewNode.stack(StackNode(axis: .horizontal, children: [.divider, button("b")])).modified(.padding(edges: .all, length: 4)),
            button("c").modified(.frame(FrameSpec(width: 10))), toggle,
            ViewNode.divider.modified(.background(button("bg"), alignment: .center)),
            ViewNode.divider.modified(.overlay(button("ov"), alignment: .leading)), button("p", pressed: button("inner")),
        ]
        return ViewNode.stack(StackNode(axis: .vertical, children: children)).modified(.containerBackground(button("cb")))
    }

    @Test func theIDsWrittenWhileReadingAreTheOnesAssignGives() throws {
        let payload = TimelinePayload(
            entries: [TimelineEntryPayload(date: 1, view: Self.tree), TimelineEntryPayload(date: 2, view: Self.button("x"))], policy: .never
        )
        let json = try WireCoding.encodeTimeline(payload)
        let read = try WireCoding.decodeTimeline(from: json, assigningControlIDs: true)
        #expect(read == ControlIdentifiers.assign(in: try WireCoding.decodeTimeline(from: json)))
        #expect(read.wireJSON == json)
        let ids = ControlIdentifiers.controls(in: read.entries[0].view).map(\.id)
        #expect(ids.contains("b.0") && ids.contains("b.2") && ids.contains("t.3") && ids.contains("b.cb"), "\(ids)")
        guard case .button(let button) = read.entries[1].view else {
            Issue.record("expected a button, got \(read.entries[1].view)")
            return
        }
        #expect(button.controlID == "b")
    }

    @Test func withoutAssigningTheIDsInTheJSONAreKept() throws {
        let json = try WireCoding.encodeTimeline(TimelinePayload(entries: [TimelineEntryPayload(date: 1, view: Self.tree)], policy: .never))
        #expect(try WireCoding.decodeTimeline(from: json).entries[0].view == Self.tree)
    }
}
