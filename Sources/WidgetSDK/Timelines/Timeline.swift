internal import WidgetWire

/// The entries a provider returns and when the host should ask for the next ones.
///
/// ```swift
/// Timeline(entries: [SimpleEntry(date: WidgetClock.now, number: 3)], policy: .atEnd)
/// ```
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, each shown from its date until the next entry's date.
    public let entries: [EntryType]
    /// When to reload.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` reloaded as `policy` says.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When the host asks a provider for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let wire: ReloadPolicy

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(wire: .atEnd)
    /// Only when asked: a tap, `WidgetCenter.shared.reloadTimelines(ofKind:)`, or the host's CLI.
    public static let never = TimelineReloadPolicy(wire: .never)

    /// At `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(wire: .after(date.timeIntervalSince1970))
    }
}
