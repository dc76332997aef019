import Testing
import WidgetWire

@testable import WidgetHostCLI

/// `validate`'s determinism check compares the reloads two timelines ask for: an `.after` date that is
/// an absolute boundary (the next midnight) or an offset from the first entry (an hour after it) is the
/// same reload whether the entries' dates moved with the wall clock or not.
struct TimelinePolicyComparisonTests {
    private func timeline(from start: Double, _ policy: ReloadPolicy) -> TimelinePayload {
        TimelinePayload(entries: [TimelineEntryPayload(date: start, view: .empty)], policy: policy)
    }

    @Test func absoluteAndRelativeReloadDatesMatchAndOthersDoNot() {
        let midnight = 1_796_688_000.0
        #expect(WidgetChecks.samePolicy(timeline(from: 100, .after(midnight)), timeline(from: 107, .after(midnight))))
        #expect(WidgetChecks.samePolicy(timeline(from: 100, .after(3700)), timeline(from: 107, .after(3707))))
        #expect(!WidgetChecks.samePolicy(timeline(from: 100, .after(3700)), timeline(from: 107, .after(7300))))
        #expect(WidgetChecks.samePolicy(timeline(from: 100, .atEnd), timeline(from: 107, .atEnd)))
        #expect(!WidgetChecks.samePolicy(timeline(from: 100, .never), timeline(from: 100, .atEnd)))
        #expect(!WidgetChecks.samePolicy(timeline(from: 100, .after(3700)), timeline(from: 100, .never)))
    }

    /// `.after(Date() + 15 min)` read a few milliseconds after the entry's `Date()`: how long the provider took
    /// between its two clock reads (more on a cold first call) is not another reload.
    @Test func aReloadDateReadMillisecondsAfterTheEntrysIsTheSameReload() {
        #expect(WidgetChecks.samePolicy(timeline(from: 100, .after(1000.0005)), timeline(from: 200, .after(1100.0031))))
        #expect(WidgetChecks.samePolicy(timeline(from: 100, .after(1000)), timeline(from: 200, .after(1100.4))))
        #expect(!WidgetChecks.samePolicy(timeline(from: 100, .after(1000)), timeline(from: 200, .after(1102))))
    }

    /// `Text(Date(), style: .date)`: the view reads the clock a few milliseconds after the provider's `Date()`, by a
    /// different amount each time; that is the same view. A date another second away, or other text, is not.
    @Test func aViewDateReadMillisecondsAfterTheEntrysIsTheSameView() throws {
        func dated(_ entry: Double, view date: Double, text: String = "Today") throws -> JSONValue {
            let view = ViewNode.text(TextNode(runs: [TextRun(.string(text)), TextRun(.date(date, style: .date))]))
            return try WidgetChecks.relativeDates(TimelinePayload(entries: [TimelineEntryPayload(date: entry, view: view)], policy: .never))
        }
        let first = try dated(100, view: 100.0969)
        #expect(WidgetChecks.sameWithinTolerance(first, try dated(200, view: 200.0032)))
        #expect(!WidgetChecks.sameWithinTolerance(first, try dated(200, view: 202.5)))
        #expect(!WidgetChecks.sameWithinTolerance(first, try dated(200, view: 200.0032, text: "Tomorrow")))
    }

    /// Apple's `ProgressView(timerInterval: Date()...Date() + 60)`: the range is read from the clock, a little later
    /// in the second timeline; the same bar.
    @Test func aTimerRangeReadFromTheClockIsTheSameView() throws {
        func timer(_ entry: Double, from start: Double) throws -> JSONValue {
            let view = ViewNode.progress(ProgressNode(fraction: nil, timer: ProgressTimer(start: start, end: start + 60, countsDown: true)))
            return try WidgetChecks.relativeDates(TimelinePayload(entries: [TimelineEntryPayload(date: entry, view: view)], policy: .never))
        }
        #expect(WidgetChecks.sameWithinTolerance(try timer(100, from: 100.01), try timer(250, from: 250.4)))
        #expect(!WidgetChecks.sameWithinTolerance(try timer(100, from: 100), try timer(250, from: 280)))
    }
}
