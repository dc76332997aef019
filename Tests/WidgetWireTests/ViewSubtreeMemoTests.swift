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
}
