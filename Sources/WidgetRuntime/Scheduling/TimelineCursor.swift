import WidgetHost
import WidgetWire

/// Reads a timeline as WidgetKit shows it: which entry is current at a time, when the next
/// one takes over, and when the reload policy asks for the next timeline.
///
/// The entry shown at time t is the last entry dated at or before t. Before the first
/// entry's date, the first entry is shown (there is nothing older to show).
public struct TimelineCursor: Sendable {
    /// The entries in date order (entries with equal dates keep their order).
    public let entries: [TimelineEntryPayload]
    /// The reload policy.
    public let policy: ReloadPolicy

    /// A cursor over `payload`.
    public init(_ payload: TimelinePayload) {
        entries = Self.isInDateOrder(payload.entries) ? payload.entries : Self.dateOrdered(payload.entries)
        policy = payload.policy
    }

    /// `payload` with its entries in date order (equal dates in the order given): `payload` itself,
    /// with its `wireJSON`, when they already are.
    public static func ordered(_ payload: TimelinePayload) -> TimelinePayload {
        isInDateOrder(payload.entries) ? payload : TimelinePayload(entries: dateOrdered(payload.entries), policy: payload.policy)
    }

    private static func isInDateOrder(_ entries: [TimelineEntryPayload]) -> Bool {
        entries.indices.dropFirst().allSatisfy { entries[$0 - 1].date <= entries[$0].date }
    }

    private static func dateOrdered(_ entries: [TimelineEntryPayload]) -> [TimelineEntryPayload] {
        entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// The index (in ``entries``) of the entry shown at `time`, or `nil` for an empty timeline.
    public func entryIndex(at time: Double) -> Int? {
        guard !entries.isEmpty else { return nil }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date <= time { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The entry shown at `time`, or `nil` for an empty timeline.
    public func entry(at time: Double) -> TimelineEntryPayload? { entryIndex(at: time).map { entries[$0] } }

    /// The first entry date after `time`: when the shown entry changes next.
    public func nextSwitch(after time: Double) -> Double? {
        entries.first { $0.date > time }?.date
    }

    /// When the policy asks for the next timeline: `.atEnd` at the last entry's date,
    /// `.after(d)` at d, `.never` not at all. An `.atEnd` timeline without entries asks at once.
    public func policyDeadline(reloadedAt: Double) -> Double? {
        switch policy {
        case .atEnd: return entries.last?.date ?? reloadedAt
        case .after(let date): return date
        case .never: return nil
        }
    }
}
