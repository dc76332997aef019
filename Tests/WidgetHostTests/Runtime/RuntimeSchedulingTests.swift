import Foundation
import Testing
import WidgetHost
import WidgetWire

@testable import WidgetRuntime

/// The scheduler through the runtime, on a manual clock, with the real `ticker` plugin and a real database.
struct RuntimeSchedulingTests {
    @Test func entriesSwitchAtTheirDatesWithoutAReload() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=never", "entries=3", "interval=60"])
        try harness.runtime.resume()
        #expect(try harness.shownText(id).hasPrefix("Tick 1/3"))
        #expect(harness.runtime.nextWakeUp() == harness.now + 60)
        #expect(harness.advance(to: 59.999).isEmpty)
        #expect(try harness.shownText(id).hasPrefix("Tick 1/3"))
        #expect(harness.advance(to: 60) == [.entryChanged(id, index: 1, count: 3)])
        #expect(try harness.shownText(id).hasPrefix("Tick 2/3"))
        #expect(harness.advance(to: 120) == [.entryChanged(id, index: 2, count: 3)])
        #expect(try harness.shownText(id).hasPrefix("Tick 3/3"))
        #expect(harness.runtime.nextWakeUp() == nil)
        #expect(try harness.timelineCalls() == 1)
    }

    /// A control with no text (an icon's button) is listed with the intent it runs, so that the list tells it apart.
    @Test func anUnknownControlsListNamesTheIntentOfControlsWithoutText() throws {
        let plus = ControlReference(id: "b.4.0", kind: .button, action: IntentInvocation(intent: "IncreaseIntent"), isOn: nil)
        let reset = ControlReference(id: "b.4.1", kind: .button, action: IntentInvocation(intent: "ResetIntent"), isOn: nil, label: "Reset")
        let error = try #require(throws: RuntimeError.self) { try ControlMatcher(instance: 1, controls: [plus, reset]).control("plus") }
        #expect(error == .unknownControl(1, control: "plus", available: ["b.4.0 (→ IncreaseIntent)", "b.4.1 \"Reset\""]))
        // Two rows' checkmarks run the same intent: their values tell them apart.
        let rows = ["A1", "B2"].enumerated().map { index, task in
            ControlReference(
                id: "b.1.\(index).0", kind: .button,
                action: IntentInvocation(intent: "ToggleTaskIntent", parameters: ["taskId": .string(task)]),
                isOn: nil)
        }
        let twin = try #require(throws: RuntimeError.self) { try ControlMatcher(instance: 1, controls: rows).control("Mark as complete") }
        #expect(
            twin
                == .unknownControl(
                    1, control: "Mark as complete",
                    available: ["b.1.0.0 (→ ToggleTaskIntent(taskId: \"A1\"))", "b.1.1.0 (→ ToggleTaskIntent(taskId: \"B2\"))"]))
    }

    @Test func atEndReloadsAtTheLastEntrysDate() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=atEnd", "entries=3", "interval=600"])
        try harness.runtime.resume()
        #expect(harness.runtime.pendingReload(of: id) == PendingReload(due: harness.now + 1_200, reasons: .policy))
        #expect(RuntimeHarness.reloads(harness.advance(to: 1_199.9)).isEmpty)
        let reloads = RuntimeHarness.reloads(harness.advance(to: 1_200))
        #expect(reloads.map(\.id) == [id])
        #expect(reloads.first?.reasons == .policy)
        #expect(reloads.first?.due == reloads.first?.time)
        #expect(try harness.timelineCalls() == 2)
        #expect(harness.runtime.pendingReload(of: id)?.due == harness.now + 1_200)
        #expect(try harness.shownText(id).hasPrefix("Tick 1/3"))
    }

    @Test func afterReloadsAtItsDate() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=after", "delay=900", "entries=1"])
        try harness.runtime.resume()
        #expect(RuntimeHarness.reloads(harness.advance(to: 899)).isEmpty)
        #expect(RuntimeHarness.reloads(harness.advance(to: 900)).map(\.reasons) == [.policy])
        #expect(harness.runtime.pendingReload(of: id) == PendingReload(due: harness.now + 900, reasons: .policy))
        #expect(RuntimeHarness.reloads(harness.advance(to: 1_799)).isEmpty)
        #expect(RuntimeHarness.reloads(harness.advance(to: 1_800)).count == 1)
        #expect(try harness.timelineCalls() == 3)
    }

    @Test func neverReloadsOnlyWhenAsked() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=never", "entries=2", "interval=3600"])
        try harness.runtime.resume()
        var reloads: [ReloadReport] = []
        for hour in 1...72 { reloads += RuntimeHarness.reloads(harness.advance(to: Double(hour) * 3_600)) }
        #expect(reloads.isEmpty)
        #expect(harness.runtime.pendingReload(of: id) == nil)
        #expect(harness.runtime.nextWakeUp() == nil)
        let explicit = try harness.runtime.reload(.instance(id))
        #expect(explicit.map(\.reasons) == [.explicit])
        #expect(try harness.timelineCalls() == 2)
    }

    @Test func theBudgetDefersPolicyReloadsAndExemptsTaps() throws {
        let harness = try RuntimeHarness(budget: RefreshBudget(dailyLimit: 3, minimumInterval: 600))
        let id = try harness.addTicker(["policy=after", "delay=60", "entries=1"])
        try harness.runtime.resume()
        #expect(RuntimeHarness.reloads(harness.advance(to: 60)).map(\.reasons) == [.policy])
        #expect(harness.advance(to: 120) == [.deferred(id, reasons: .policy, until: harness.now - 120 + 660)])
        let late = RuntimeHarness.reloads(harness.advance(to: 660))
        #expect(late.map(\.deferredSince) == [RuntimeHarness.start.timeIntervalSince1970 + 120])
        #expect(harness.advance(to: 720).count == 1)
        #expect(RuntimeHarness.reloads(harness.advance(to: 1_260)).count == 1)
        // Three budgeted reloads in the window: the next waits for the first to leave it.
        let exhausted = harness.advance(to: 1_320)
        #expect(exhausted == [.deferred(id, reasons: .policy, until: RuntimeHarness.start.timeIntervalSince1970 + 60 + 86_400)])
        let tap = try harness.runtime.tap(id, control: "Bump")
        #expect(tap.reload.reasons == .tap)
        #expect(try harness.shownText(id).contains("Count: 1"))
        #expect(try harness.runtime.instance(id).reloadHistory.count == 3)
        #expect(RuntimeHarness.reloads(harness.advance(to: 86_000)).isEmpty)
        #expect(RuntimeHarness.reloads(harness.advance(to: 86_460)).map(\.reasons) == [.policy])
    }

    @Test func aTapAndThePluginsReloadRequestsDuringItCoalesceIntoOneReload() throws {
        let harness = try RuntimeHarness()
        let tapped = try harness.addTicker(["item=alpha", "policy=never"])
        let other = try harness.addTicker(["item=beta", "policy=never"])
        try harness.runtime.resume()
        let outcome = try harness.runtime.tap(tapped, control: "t.3.1")
        #expect(outcome.reload.reasons == [.tap, .request])
        #expect(try harness.timelineCalls(item: "alpha") == 2)
        #expect(outcome.events.contains { if case .requested(_, let ids) = $0 { return ids == [tapped, other] } else { return false } })
        #expect(harness.runtime.pendingReload(of: other)?.reasons == .request)
        #expect(harness.runtime.pendingReload(of: tapped) == nil)
        try harness.runtime.requestReload([other], reasons: .request)
        try harness.runtime.requestReload([other], reasons: .request)
        let plugin = try #require(harness.runtime.host.plugin(id: "Ticker"))
        _ = try plugin.perform(intent: "ReloadAllIntent", values: [:])
        let reloads = RuntimeHarness.reloads(harness.runtime.processDue())
        #expect(reloads.map(\.id) == [other, tapped])
        #expect(try harness.timelineCalls(item: "beta") == 2)
        #expect(try harness.timelineCalls(item: "alpha") == 3)
        #expect(RuntimeHarness.reloads(harness.runtime.processDue()).isEmpty)
    }

    @Test func aToggleHandsItsIntentTheNewValue() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=never"])
        let off = try #require(try harness.runtime.instance(id).entry(at: harness.now))
        #expect(ControlIdentifiers.controls(in: off.view).first { $0.kind == .toggle }?.isOn == false)
        let first = try harness.runtime.tap(id, control: "Light")
        #expect(first.invocation == IntentInvocation(intent: "SetLightIntent", parameters: ["on": true]))
        #expect(first.result.value == .bool(true))
        let on = try #require(try harness.runtime.instance(id).entry(at: harness.now))
        #expect(ControlIdentifiers.controls(in: on.view).first { $0.kind == .toggle }?.isOn == true)
        #expect(try harness.runtime.tap(id, control: "t.3.1").invocation.parameters["on"] == false)
        #expect(try harness.runtime.instance(id).interactionPending == false)
    }

    @Test func aTapNamesUnknownAndAmbiguousControls() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker()
        let error = try #require(throws: RuntimeError.self) { try harness.runtime.tap(id, control: "b.9") }
        #expect(error == .unknownControl(id, control: "b.9", available: ["b.3.0 \"Bump\"", "t.3.1 \"Light\""]))
        #expect(throws: RuntimeError.unknownInstance(99, available: [id])) { try harness.runtime.tap(99, control: "b.3.0") }
        #expect(try harness.timelineCalls() == 1)
    }

    @Test func anEntityThatDisappearsIsReportedNotShownStaleInSilence() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["item=beta", "policy=never"])
        let before = try harness.runtime.instance(id)
        let plugin = try #require(harness.runtime.host.plugin(id: "Ticker"))
        _ = try plugin.perform(intent: "DeleteItemIntent", values: ["item": "beta"])
        let report = try #require(try harness.runtime.reload(.instance(id)).first)
        #expect(report.state == .unresolved(parameter: "item", entity: "TickerItem", ids: ["beta"]))
        let after = try #require(try harness.runtime.storedInstances().first)
        #expect(after.state == report.state)
        #expect(after.state.description == "unresolved: item 'beta' (TickerItem) no longer exists")
        #expect(after.timeline == before.timeline)
        #expect(after.pendingReload?.reasons == .retry)
        #expect(try harness.timelineCalls(item: "beta") == 1)
        let fixed = try harness.runtime.configure(id, assignments: ["item=gamma"])
        #expect(fixed.state == .ok)
        #expect(try harness.shownText(id).contains("Item: Gamma"))
    }

    @Test func aRestartedRuntimeFindsEverythingAndResumesTheStoredSchedule() throws {
        let harness = try RuntimeHarness(budget: RefreshBudget(dailyLimit: 72, minimumInterval: 0))
        let first = try harness.addTicker(["policy=after", "delay=900", "item=gamma"])
        let second = try harness.addTicker(["policy=atEnd", "entries=2", "interval=300"], family: "systemMedium")
        try harness.runtime.resume()
        _ = try harness.runtime.tap(first, control: "Bump")
        harness.advance(to: 300)
        let before = harness.runtime.instances
        #expect(before.count == 2)
        #expect(try #require(before.last).reloadHistory.count == 1)

        let restarted = try harness.restarted()
        try restarted.resume()
        #expect(restarted.instances == before)
        #expect(
            restarted.pendingReload(of: first) == PendingReload(due: RuntimeHarness.start.timeIntervalSince1970 + 900, reasons: .policy))
        #expect(restarted.pendingReload(of: second)?.due == RuntimeHarness.start.timeIntervalSince1970 + 600)
        #expect(try restarted.instance(first).entry(at: harness.now).map { ViewText.plainText(of: $0.view) }?.contains("Count: 1") == true)
        harness.clock.set(RuntimeHarness.start.addingTimeInterval(600))
        #expect(RuntimeHarness.reloads(restarted.processDue()).map(\.id) == [second])
        #expect(restarted.pendingReload(of: second)?.due == RuntimeHarness.start.timeIntervalSince1970 + 900)
        harness.clock.set(RuntimeHarness.start.addingTimeInterval(900))
        #expect(RuntimeHarness.reloads(restarted.processDue()).map(\.id) == [first, second])
    }

    @Test func aTapWhoseProcessDiedBeforeItsReloadGetsTheReloadWhenTheRuntimeResumes() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["policy=never"])
        var interrupted = try harness.runtime.instance(id)
        interrupted.interactionPending = true
        _ = try #require(try harness.runtime.store.update(interrupted))
        let restarted = try harness.restarted()
        try restarted.resume()
        let reloads = RuntimeHarness.reloads(restarted.processDue())
        #expect(reloads.map(\.reasons) == [.tap])
        #expect(try restarted.instance(id).interactionPending == false)
        #expect(try restarted.storedInstances().first?.interactionPending == false)
    }

    @Test func twoProcessesWritingOneInstanceKeepTheNewestTimelineAndTheNewestConfiguration() throws {
        let harness = try RuntimeHarness(budget: RefreshBudget(dailyLimit: 72, minimumInterval: 0))
        let id = try harness.addTicker(["policy=after", "delay=60", "item=alpha"])
        let daemon = harness.runtime
        try daemon.resume()
        let cli = try harness.restarted()
        _ = try cli.tap(id, control: "Bump")
        // The daemon still holds the older row; its policy reload starts later, so it wins.
        #expect(RuntimeHarness.reloads(harness.advance(to: 60)).count == 1)
        let merged = try #require(try daemon.storedInstances().first)
        #expect(merged.entry(at: harness.now).map { ViewText.plainText(of: $0.view) }?.contains("Count: 1") == true)
        #expect(merged == daemon.instances.first)
        // A configuration change elsewhere is never overwritten by a reload of the old configuration.
        _ = try cli.configure(id, assignments: ["item=beta"])
        _ = harness.advance(to: 120)
        let stored = try #require(try daemon.storedInstances().first)
        #expect(stored.configuration["item"] == "beta")
        #expect(stored.entry(at: harness.now).map { ViewText.plainText(of: $0.view) }?.contains("Item: Beta") == true)
        #expect(daemon.instances.first == stored)
    }
}
