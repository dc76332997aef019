import WidgetHost
import WidgetWire

/// The entries of the timelines of recently tapped instances: what a tap finds its control in without
/// reading and decoding the whole stored timeline again.
///
/// A timeline is known by its instance and its ``WidgetInstance/timelineStamp`` (the stamp of the
/// reload that made it, which orders timelines across processes), so an index made for an older
/// timeline is never used for a newer one, whichever process stored it. At most `capacity`
/// timelines are held (their view trees, shared with the timelines they came from); when full, the
/// one used longest ago is dropped.
struct ControlIndex: Sendable {
    /// The entries of one timeline, in the order they are shown.
    struct Timeline: Sendable {
        let stamp: Int64
        /// The entries' dates, in date order.
        let dates: [Double]
        /// The view tree of each entry (control ids assigned); only the entry tapped is searched for its controls.
        let views: [ViewNode]
        var lastUse: UInt64

        /// The controls of the entry shown at `time` (WidgetKit's rule, as ``TimelineCursor/entryIndex(at:)``
        /// applies it), or `nil` for an empty timeline.
        func controls(at time: Double) -> [ControlReference]? {
            guard !dates.isEmpty else { return nil }
            var low = 0
            var high = dates.count
            while low < high {
                let middle = (low + high) / 2
                if dates[middle] <= time { low = middle + 1 } else { high = middle }
            }
            return ControlIdentifiers.controls(in: views[max(0, low - 1)])
        }
    }

    /// How many timelines are held at most.
    let capacity: Int
    private var timelines: [InstanceID: Timeline] = [:]
    private var clock: UInt64 = 0

    init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    /// Whether an index of some timeline of `id` is held (it was tapped recently).
    func holds(_ id: InstanceID) -> Bool { timelines[id] != nil }

    /// The index of `id`'s timeline made by the reload stamped `stamp`, if it is held.
    mutating func timeline(of id: InstanceID, stamp: Int64) -> Timeline? {
        guard var timeline = timelines[id], timeline.stamp == stamp else { return nil }
        clock += 1
        timeline.lastUse = clock
        timelines[id] = timeline
        return timeline
    }

    /// Indexes `payload`, `id`'s timeline made by the reload stamped `stamp`, and returns the index.
    @discardableResult
    mutating func record(_ id: InstanceID, stamp: Int64, _ payload: TimelinePayload) -> Timeline {
        let entries = TimelineCursor(payload).entries
        clock += 1
        let timeline = Timeline(
            stamp: stamp, dates: entries.map(\.date), views: entries.map(\.view), lastUse: clock)
        if timelines[id] == nil, timelines.count >= capacity, let oldest = timelines.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            timelines[oldest.key] = nil
        }
        timelines[id] = timeline
        return timeline
    }

    /// Forgets `id`'s index.
    mutating func forget(_ id: InstanceID) { timelines[id] = nil }
}
