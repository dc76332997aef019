import WidgetWire

/// What an instance shows until its first timeline arrives: the widget's placeholder, redacted, as WidgetKit
/// draws a widget displayed for the first time (a provider that never calls its completion handler, a
/// network fetch that fails on the first run).
///
/// It is stored as the instance's timeline with stamp 0, where every timeline a reload brings carries its
/// reload's stamp, so it is told apart (``WidgetInstance/showsPlaceholder``), its controls are not tapped,
/// and the first timeline a reload brings replaces it.
enum PlaceholderTimeline {
    /// `placeholder`'s first entry, redacted, shown from `time` on, with no reload of its own (the failed
    /// reload's retry is what follows it); `nil` if it has no entry.
    static func make(from placeholder: TimelinePayload, at time: Double) -> TimelinePayload? {
        guard var entry = placeholder.entries.first else { return nil }
        entry.date = time
        entry.view = .modified(entry.view, .redacted)
        return TimelinePayload(entries: [entry], policy: .never)
    }
}
