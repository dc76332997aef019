import Testing
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The runtime's schedule as a value: what comes due, what the budget defers, what waits for a
/// running reload, what follows a reload, and when entries switch; no clock, no database.
struct ReloadScheduleTests {
    private func timeline(dates: [Double], policy: ReloadPolicy) -> TimelinePayload {
        TimelinePayload(entries: dates.map { TimelineEntryPayload(date: $0, view: .text(TextNode("at \($0)"))) }, policy: policy)
    }

    @Test func requestsForOneInstanceCoalesceIntoOneReload() {
        var schedule = ReloadSchedule(budget: RefreshBudget())
        schedule.request(1, PendingReload(due: 500, reasons: .policy))
        schedule.request(1, PendingReload(due: 100, reasons: .request))
        schedule.request(1, PendingReload(due: 100, reasons: .tap))
        #expect(schedule.pendingCount == 1)
        #expect(schedule.pendingReload(of: 1) == PendingReload(due: 100, reasons: [.request, .tap]))
        let due = schedule.takeDue(at: 100, limit: 10) { _ in .idle(history: []) }
        #expect(due.allowed.map(\.id) == [1])
        #expect(due.allowed.first?.reload.reasons == [.request, .tap])
        #expect(schedule.nextDue == nil)
    }

    @Test func dueReloadsAreAllowedDeferredByTheBudgetParkedOrDropped() {
        var schedule = ReloadSchedule(budget: RefreshBudget(dailyLimit: 72, minimumInterval: 300))
        for id in 1...4 { schedule.request(InstanceID(rawValue: Int64(id)), PendingReload(due: Double(id), reasons: .policy)) }
        schedule.request(5, PendingReload(due: 5, reasons: .tap))
        let due = schedule.takeDue(at: 1_000, limit: 10) { id in
            switch id {
            case 1: .idle(history: [])
            case 2: .idle(history: [900])
            case 3: .reloading
            case 4: .missing
            default: .idle(history: [990])
            }
        }
        #expect(due.allowed.map(\.id) == [1, 5], "a tap is exempt from the budget")
        #expect(due.deferred.map(\.id) == [2])
        #expect(due.deferred.first?.reload == PendingReload(due: 1_200, reasons: .policy, deferredSince: 2))
        #expect(due.parked.map(\.id) == [3])
        #expect(schedule.pendingCount == 1, "only the deferred reload stays scheduled")
        #expect(schedule.nextDue == 1_200)
    }

    @Test func atMostTheLimitIsTakenAndTheRestStaysDue() {
        var schedule = ReloadSchedule(budget: RefreshBudget())
        for id in 1...5 { schedule.request(InstanceID(rawValue: Int64(id)), PendingReload(due: Double(id), reasons: .explicit)) }
        #expect(schedule.takeDue(at: 10, limit: 3) { _ in .idle(history: []) }.allowed.map(\.id) == [1, 2, 3])
        #expect(schedule.takeDue(at: 10, limit: 3) { _ in .idle(history: []) }.allowed.map(\.id) == [4, 5])
    }

    @Test func aReloadIsFollowedByItsPolicysDeadlineOrARetry() {
        let schedule = ReloadSchedule(budget: RefreshBudget(), retryInterval: 900, policyFloor: 5)
        let atEnd = timeline(dates: [100, 160], policy: .atEnd)
        #expect(schedule.reload(after: .timeline(atEnd), at: 100) == PendingReload(due: 160, reasons: .policy))
        let past = timeline(dates: [100], policy: .after(50))
        #expect(
            schedule.reload(after: .timeline(past), at: 100) == PendingReload(due: 105, reasons: .policy), "never sooner than the floor")
        #expect(schedule.reload(after: .timeline(timeline(dates: [100], policy: .never)), at: 100) == nil)
        #expect(schedule.reload(after: .failed("no"), at: 100) == PendingReload(due: 1_000, reasons: .retry))
        let unresolved = TimelineOutcome.unresolved(parameter: "item", entity: "Item", ids: ["x"])
        #expect(schedule.reload(after: unresolved, at: 100) == PendingReload(due: 1_000, reasons: .retry))
    }

    @Test func entrySwitchesFollowTheTimelineShown() {
        var schedule = ReloadSchedule(budget: RefreshBudget())
        schedule.followEntries(of: 7, timeline(dates: [100, 160, 220], policy: .never), after: 100)
        #expect(schedule.nextSwitch == 160)
        #expect(schedule.popSwitch(at: 159) == nil)
        #expect(schedule.popSwitch(at: 160) == 7)
        schedule.followEntries(of: 7, timeline(dates: [100, 160, 220], policy: .never), after: 160)
        #expect(schedule.nextSwitch == 220)
        schedule.forget(7)
        #expect(schedule.nextSwitch == nil)
        #expect(schedule.switchCount == 0)
    }
}
