import Testing
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The pure parts of the scheduler: the deadline heap, coalescing, the budget, the timeline cursor.
struct SchedulingTests {
    @Test func theHeapPopsDeadlinesInOrderAndMovesThemByKey() {
        var heap = DeadlineHeap()
        for (key, due) in [(1, 50.0), (2, 10), (3, 30), (4, 30), (5, 70)] as [(InstanceID, Double)] { heap.schedule(key, at: due) }
        heap.schedule(5, at: 5)
        heap.remove(3)
        #expect(heap.popDue(at: 4) == nil)
        var popped: [InstanceID] = []
        while let (key, _) = heap.popDue(at: 100) { popped.append(key) }
        #expect(popped == [5, 2, 4, 1])
        #expect(heap.isEmpty)
    }

    @Test func theHeapStaysOrderedUnderManyRandomMoves() {
        var heap = DeadlineHeap()
        var expected: [InstanceID: Double] = [:]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let key = InstanceID(rawValue: Int64.random(in: 1...300, using: &generator))
            if Bool.random(using: &generator) {
                let due = Double.random(in: 0..<1_000, using: &generator)
                heap.schedule(key, at: due)
                expected[key] = due
            } else {
                #expect(heap.remove(key) == expected.removeValue(forKey: key))
            }
        }
        var last = -Double.infinity
        var seen = 0
        while let (key, due) = heap.popDue(at: .infinity) {
            #expect(due >= last)
            #expect(expected[key] == due)
            last = due
            seen += 1
        }
        #expect(seen == expected.count)
    }

    /// Popping leaves an instance its slot for its next deadline; the heap must still agree with a
    /// plain model under schedules, removals and pops mixed at random, and report no deadline for a
    /// popped instance until it gets a new one.
    @Test func theHeapAgreesWithAModelUnderSchedulesRemovalsAndPops() {
        var heap = DeadlineHeap()
        var model: [InstanceID: Double] = [:]
        var random = SplitMix64(seed: 21)
        for step in 0..<20_000 {
            let key = InstanceID(rawValue: Int64(random.next() % 200) + 1)
            switch random.next() % 3 {
            case 0:
                let due = Double(random.next() % 10_000)
                heap.schedule(key, at: due)
                model[key] = due
            case 1:
                #expect(heap.remove(key) == model.removeValue(forKey: key), "step \(step)")
            default:
                let now = Double(random.next() % 10_000)
                let earliest = model.values.min()
                if let (popped, due) = heap.popDue(at: now) {
                    #expect(due == earliest && due <= now && model[popped] == due, "step \(step)")
                    model[popped] = nil
                    #expect(heap.due(of: popped) == nil)
                } else {
                    #expect(earliest.map { $0 > now } ?? true, "step \(step)")
                }
            }
            #expect(heap.count == model.count)
        }
    }

    /// Instance ids are found by array index when they are small and by hashing when they are far
    /// apart or negative; a mix of both kinds must agree with a plain model.
    @Test func theHeapAgreesWithAModelForSmallFarApartAndNegativeIds() {
        var heap = DeadlineHeap()
        var model: [InstanceID: Double] = [:]
        var random = SplitMix64(seed: 7)
        let far: [Int64] = [-3, 0, 9_000_000_000, Int64.max, Int64.min, 50_000]
        for step in 0..<10_000 {
            let pick = random.next() % 8
            let key = InstanceID(rawValue: pick < 6 ? far[Int(pick)] : Int64(random.next() % 100) + 1)
            if random.next() % 3 == 0 {
                #expect(heap.remove(key) == model.removeValue(forKey: key), "step \(step)")
            } else {
                let due = Double(random.next() % 1_000)
                heap.schedule(key, at: due)
                model[key] = due
            }
            #expect(heap.due(of: key) == model[key], "step \(step)")
            #expect(heap.count == model.count)
        }
        var popped: [InstanceID: Double] = [:]
        while let (key, due) = heap.popDue(at: .infinity) { popped[key] = due }
        #expect(popped == model)
    }

    @Test func duplicateRequestsCoalesceIntoOneReloadAtTheEarliestTimeWithAllReasons() {
        var scheduler = TimelineScheduler()
        scheduler.schedule(1, PendingReload(due: 100, reasons: .request))
        scheduler.schedule(1, PendingReload(due: 100, reasons: .request))
        scheduler.schedule(1, PendingReload(due: 40, reasons: .tap))
        scheduler.schedule(2, PendingReload(due: 60, reasons: .policy))
        #expect(scheduler.count == 2)
        #expect(scheduler.popDue(at: 39) == nil)
        let first = scheduler.popDue(at: 40)
        #expect(first?.key == 1)
        #expect(first?.reload == PendingReload(due: 40, reasons: [.tap, .request]))
        #expect(scheduler.popDue(at: 50) == nil)
        #expect(scheduler.popDue(at: 60)?.reload.reasons == .policy)
    }

    @Test func anEarlierReloadReplacesALaterPolicyDeadlineButKeepsRequests() {
        let policy = PendingReload(due: 500, reasons: .policy)
        #expect(policy.coalesced(with: PendingReload(due: 10, reasons: .request)) == PendingReload(due: 10, reasons: .request))
        let deferred = PendingReload(due: 300, reasons: .request, deferredSince: 20)
        #expect(
            deferred.coalesced(with: PendingReload(due: 30, reasons: .tap))
                == PendingReload(due: 30, reasons: [.tap, .request], deferredSince: 20))
        #expect(policy.coalesced(with: PendingReload(due: 500, reasons: .request)).reasons == [.policy, .request])
    }

    @Test func aDeferredReloadKeepsItsReasonsAndWhenItFirstCameDue() {
        var scheduler = TimelineScheduler()
        let deferred = scheduler.deferReload(7, PendingReload(due: 100, reasons: .policy), until: 400)
        #expect(deferred == PendingReload(due: 400, reasons: .policy, deferredSince: 100))
        #expect(scheduler.nextDue == 400)
        let again = scheduler.deferReload(7, scheduler.popDue(at: 400)!.reload, until: 700)
        #expect(again.deferredSince == 100)
    }

    @Test func theBudgetEnforcesTheMinimumIntervalAndTheDailyLimit() {
        let budget = RefreshBudget(dailyLimit: 3, minimumInterval: 300)
        #expect(budget.decide(.policy, history: [], now: 0) == .allow)
        #expect(budget.decide(.policy, history: [0], now: 100) == .deferUntil(300))
        #expect(budget.decide(.request, history: [0], now: 300) == .allow)
        let full = [0.0, 1_000, 2_000]
        #expect(budget.decide(.policy, history: full, now: 3_000) == .deferUntil(86_400))
        #expect(budget.decide(.policy, history: full, now: 86_400) == .allow)
        for exempt in [ReloadReasons.tap, .explicit, .configuration, [.tap, .policy]] {
            #expect(budget.decide(exempt, history: full, now: 2_001) == .allow)
        }
        #expect(budget.recording(90_000, in: full) == [90_000])
        #expect(RefreshBudget().dailyLimit == 72 && RefreshBudget().minimumInterval == 300)
    }

    @Test func theEntryShownIsTheLastOneDatedAtOrBeforeNow() {
        let entries = [30.0, 10, 20].map { TimelineEntryPayload(date: $0, view: .text(TextNode("\($0)"))) }
        let cursor = TimelineCursor(TimelinePayload(entries: entries, policy: .atEnd))
        #expect(cursor.entries.map(\.date) == [10, 20, 30])
        #expect(cursor.entry(at: 5)?.date == 10)
        #expect(cursor.entry(at: 19.999)?.date == 10)
        #expect(cursor.entry(at: 20)?.date == 20)
        #expect(cursor.entry(at: 1_000)?.date == 30)
        #expect(cursor.nextSwitch(after: 20) == 30)
        #expect(cursor.nextSwitch(after: 30) == nil)
        #expect(cursor.policyDeadline(reloadedAt: 10) == 30)
        #expect(TimelineCursor(TimelinePayload(entries: entries, policy: .after(99))).policyDeadline(reloadedAt: 10) == 99)
        #expect(TimelineCursor(TimelinePayload(entries: entries, policy: .never)).policyDeadline(reloadedAt: 10) == nil)
    }
}
