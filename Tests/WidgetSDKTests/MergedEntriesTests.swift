import Foundation
import Testing
import WidgetWire

@testable import WidgetSDK

/// A timeline's entries that draw exactly as the one before them are sent once (a clock with an entry
/// per second whose view shows minutes), while entries that draw differently, and the last entry (whose
/// date an `.atEnd` policy reloads at), are all kept.
struct MergedEntriesTests {
    struct Tick: TimelineEntry {
        let date: Date
        var relevance: TimelineEntryRelevance?
    }

    /// Hours and minutes, as a seconds-per-entry clock widget draws them.
    struct ClockView: View {
        let entry: Tick
        var body: some View {
            let minutes = Int(entry.date.timeIntervalSince1970) / 60
            Text("\(minutes / 60 % 24):\(minutes % 60)").font(.largeTitle)
        }
    }

    private func rendered(_ entries: [Tick]) -> TimelinePayload {
        EntryRendering.payload(Timeline(entries: entries, policy: .atEnd), content: ClockView.init, in: testEnvironment())
    }

    @Test func anEntryPerSecondIsSentOncePerMinuteAndTheLastIsKept() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)  // 08:00:00 UTC
        let payload = rendered((0..<150).map { Tick(date: start.addingTimeInterval(Double($0))) })
        #expect(payload.entries.map(\.date) == [0, 60, 120, 149].map { start.timeIntervalSince1970 + $0 })
        #expect(payload.policy == .atEnd)
    }

    @Test func entriesThatDrawTheSameButDifferInRelevanceAreKept() {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let payload = rendered([
            Tick(date: start), Tick(date: start.addingTimeInterval(1), relevance: TimelineEntryRelevance(score: 5)),
            Tick(date: start.addingTimeInterval(2)),
        ])
        #expect(payload.entries.count == 3)
    }
}
