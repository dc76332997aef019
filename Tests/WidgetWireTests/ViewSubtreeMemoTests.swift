import Foundation
import Testing

@testable import WidgetWire

/// The hand-written reader reads a subtree a timeline repeats once (``ViewSubtreeMemo``): what it
/// makes of such a timeline is still what the generic decoding makes of it, with control ids of the
/// path each copy stands at, and a subtree that only looks like another one read for itself.
struct ViewSubtreeMemoTests {
    /// A row of buttons, long enough to be kept; `middle` is the label of its middle button.
    private static func row(middle: String = "AAAAAAAA") -> ViewNode {
        let labels = ["first button", middle, "last button"]
        return .stack(
            StackNode(
                axis: .horizontal,
                children: labels.enumerated().map { index, label in
                    .button(
                        ButtonNode(
                            action: IntentInvocation(intent: "AddIntent", parameters: ["value": .integer(Int64(index))]),
                            style: "automatic", label: .text(TextNode(label))))
                }))
    }

    /// Entry views that repeat `row()` at one path in three entries and at another in one, around a
    /// text that changes, and one row of the same length, start and end but another middle label.
    private static var timeline: TimelinePayload {
        func view(_ number: Int, _ rows: [ViewNode]) -> ViewNode {
            .stack(StackNode(axis: .vertical, children: [.text(TextNode("number \(number)"))] + rows))
        }
        return TimelinePayload(
            entries: [
                TimelineEntryPayload(date: 1_700_000_000, view: view(0, [row()])),
                TimelineEntryPayload(date: 1_700_000_060, view: view(1, [row(), .divider, row()])),
                TimelineEntryPayload(date: 1_700_000_120, view: view(2, [row(middle: "AAAAxAAA")])),
                TimelineEntryPayload(date: 1_700_000_180, view: view(3, [row()])),
                TimelineEntryPayload(date: 1_700_000_240, view: row()),
            ], policy: .atEnd)
    }

    @Test func repeatedSubtreesReadAsTheGenericDecodingReadsThem() throws {
        let bytes = try WireCoding.encodeTimeline(Self.timeline)
        let rowLength = try WireCoding.encode(Self.row()).count
        #expect(rowLength >= ViewSubtreeMemo.minimumLength, "the row is long enough to be kept (\(rowLength) bytes)")
        #expect(rowLength > 64, "its look-alike differs from it between its first and last 32 bytes")
        let generic = try WireCoding.decode(TimelinePayload.self, from: bytes)
        #expect(try WireCoding.decodeTimeline(from: bytes) == generic)
        let withIDs = try WireCoding.decodeTimeline(from: bytes, assigningControlIDs: true)
        #expect(withIDs == ControlIdentifiers.assign(in: generic))
        let ids = withIDs.entries.map { ControlIdentifiers.controls(in: $0.view).map(\.id) }
        #expect(ids[1] == ["b.1.0", "b.1.1", "b.1.2", "b.3.0", "b.3.1", "b.3.2"], "each copy has the ids of its own path")
        #expect(ids[4] == ["b.0", "b.1", "b.2"], "a row that is the whole view has the ids of the root")
        let labels = withIDs.entries.map { ViewText.plainText(of: $0.view) }
        #expect(labels[2].contains("AAAAxAAA") && !labels[2].contains("AAAAAAAA"), "the look-alike row is read for itself")
    }

    /// More kept subtrees than the memo's first table has room for (it grows, every node placed
    /// again), each row twice at one path: still what the generic decoding reads.
    @Test func manySubtreesGrowTheMemoAndStillReadAsTheGenericDecodingReads() throws {
        let entries = (0..<80).map { index in
            TimelineEntryPayload(
                date: 1_700_000_000 + Double(index),
                view: .stack(StackNode(axis: .vertical, children: [Self.row(middle: "label \(index % 40)"), .divider])))
        }
        let bytes = try WireCoding.encodeTimeline(TimelinePayload(entries: entries, policy: .atEnd))
        let generic = try WireCoding.decode(TimelinePayload.self, from: bytes)
        #expect(try WireCoding.decodeTimeline(from: bytes) == generic)
        #expect(try WireCoding.decodeTimeline(from: bytes, assigningControlIDs: true) == ControlIdentifiers.assign(in: generic))
    }

    /// The memo itself: each of many objects (more than its first table holds) is read once and found
    /// again by its bytes and path, after the table has grown; another path or other bytes miss.
    @Test func theMemoFindsEveryNodeItKeptAfterGrowing() throws {
        let objects = (0..<200).map { #"{"type":"text","text":"object number \#($0) of the memo test"}"# }
        let bytes = Array("[\(objects.joined(separator: ","))]".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            let tape = try #require(JSONTape.read(buffer))
            let items = tape.items(of: 0)
            let memo = ViewSubtreeMemo()
            var reads = 0
            func node(_ index: Int, at path: [ViewSlot]) -> ViewNode? {
                guard let range = tape.byteRange(of: index), let text = tape.member("text", of: index) else { return nil }
                return memo.node(range, at: path, in: tape) {
                    reads += 1
                    return .text(TextNode(tape.string(text) ?? ""))
                }
            }
            let first = items.map { node($0, at: [.item(0)]) }
            #expect(reads == items.count)
            #expect(items.map { node($0, at: [.item(0)]) } == first, "found again")
            #expect(reads == items.count, "every node was found, none read again")
            _ = node(items[7], at: [.item(1)])
            #expect(reads == items.count + 1, "another path is another node")
        }
    }
}
