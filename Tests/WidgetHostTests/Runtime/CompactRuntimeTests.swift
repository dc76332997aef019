import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// The compact runtime: the dense deadline heap, the budget decided from one time per
/// instance, and instances kept as summaries whose whole rows are read back when needed.
struct CompactRuntimeTests {
    @Test func theDenseHeapBreaksTiesByScheduleOrderAndReusesFreedSlots() {
        var heap = DeadlineHeap()
        for key: InstanceID in [1, 2, 3, 4, 5, 6] { heap.schedule(key, at: 10) }
        heap.remove(2)
        heap.remove(5)
        heap.schedule(7, at: 10)  // takes a freed slot, and is last among the ties
        heap.schedule(3, at: 10)  // the same time again: keeps its place
        heap.schedule(4, at: 20)
        heap.schedule(4, at: 10)  // moved back: now after 7
        var popped: [InstanceID] = []
        while let (key, due) = heap.popDue(at: 10) {
            #expect(due == 10)
            popped.append(key)
        }
        #expect(popped == [1, 3, 6, 7, 4])
        #expect(heap.isEmpty && heap.due(of: 4) == nil)
    }

    /// The sliding-window rule as the README states it, counted from the whole history.
    private func windowAllows(_ budget: RefreshBudget, history: [Double], now: Double) -> RefreshBudget.Decision {
        var earliest = -Double.infinity
        if let last = history.last { earliest = last + budget.minimumInterval }
        let recent = history.filter { $0 > now - budget.window }
        if recent.count >= budget.dailyLimit { earliest = max(earliest, recent[recent.count - budget.dailyLimit] + budget.window) }
        return earliest <= now ? .allow : .deferUntil(earliest)
    }

    @Test func theBudgetDecidesFromOneTimePerInstanceAsFromTheWholeHistory() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let budget = RefreshBudget(
                dailyLimit: Int.random(in: 1...6, using: &generator), minimumInterval: Double.random(in: 0..<50, using: &generator),
                window: Double.random(in: 100..<400, using: &generator))
            let history = (0..<Int.random(in: 0...10, using: &generator)).map { _ in Double.random(in: 0..<600, using: &generator) }
                .sorted()
            let earliest = budget.earliestBudgetedReload(after: history)
            for _ in 0..<5 {
                let now = (history.last ?? 0) + Double.random(in: 0..<500, using: &generator)
                #expect(budget.decide(.policy, allowedFrom: earliest, now: now) == windowAllows(budget, history: history, now: now))
                #expect(budget.decide(.tap, allowedFrom: earliest, now: now) == .allow)
            }
        }
    }

    @Test func aResumedRuntimeKeepsSummariesAndReadsWholeRowsBackFromTheDatabase() throws {
        let harness = try RuntimeHarness()
        let ticker = try harness.addTicker()
        let shown = try harness.shownText(ticker)
        let later = harness.now + 864_000
        let stored = try harness.runtime.store.insert(
            (0..<4_200).map { index in
                WidgetInstance(
                    pluginID: "Stored", pluginPath: "/dev/null", kind: "Stored\(index % 3)", family: .systemSmall,
                    configuration: ["index": .integer(Int64(index))], pendingReload: PendingReload(due: later, reasons: .policy),
                    createdAt: harness.now)
            })
        let runtime = try harness.restarted()
        try runtime.resume()  // more instances than one batch of rows
        #expect(runtime.counts.instances == 4_201)
        #expect(runtime.pendingReload(of: stored[4_199].id) == PendingReload(due: later, reasons: .policy))
        #expect(try runtime.instance(stored[17].id).configuration == ["index": .integer(17)])
        #expect(try runtime.instance(ticker).timeline == harness.runtime.instance(ticker).timeline)
        #expect(try runtime.instance(ticker).entry(at: harness.now).map { ViewText.plainText(of: $0.view) } == shown)
        let whole = runtime.instances
        #expect(whole.map(\.id) == [ticker] + stored.map(\.id))
        #expect(whole.last?.kind == "Stored2" && whole.first?.timeline != nil)
        #expect(runtime.processDue().isEmpty)
    }
}
