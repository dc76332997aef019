/// The readable text of `widgethost timeline`: each entry's date and view tree, then the reload policy.
public struct TimelineFormatter {
    /// How dates are written.
    public let dates: DateText

    /// A formatter writing dates with `dates`.
    public init(dates: DateText) {
        self.dates = dates
    }

    /// The lines: a `title: N entries` heading, each entry's date and tree, and the policy if `showsPolicy`.
    public func lines(for payload: TimelinePayload, title: String, showsPolicy: Bool) -> [String] {
        let count = payload.entries.count
        var lines = ["\(title): \(count) \(count == 1 ? "entry" : "entries")"]
        for (index, entry) in payload.entries.enumerated() {
            var heading = "Entry \(index + 1) at \(dates.full(entry.date))"
            if let relevance = entry.relevance { heading += " (relevance \(relevance))" }
            lines.append(heading)
            lines += ViewTreeFormatter(dates: dates).lines(for: entry.view, indent: 1)
        }
        if showsPolicy { lines.append("Reload policy: \(describe(payload.policy, entries: payload.entries))") }
        return lines
    }

    private func describe(_ policy: ReloadPolicy, entries: [TimelineEntryPayload]) -> String {
        switch policy {
        case .atEnd:
            guard let last = entries.map(\.date).max() else { return "at end (no entries)" }
            return "at end, after \(dates.full(last))"
        case .after(let date): return "after \(dates.full(date))"
        case .never: return "never (only when asked)"
        }
    }
}
