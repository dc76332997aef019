import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetWire

/// The Counter plugin (seed 003, a Swift SDK plugin) through the runtime. SDK plugins block
/// their calling thread, so the test calls the runtime through `run`, on its own thread.
struct CounterRuntimeTests {
    @Test func aTapOnPlusTenChangesTheNumberShown() async throws {
        let harness = try RuntimeHarness(counter: true)
        let runtime = harness.runtime
        let id = try await runtime.run { try $0.add(kind: "MyWidget", family: "systemMedium").id }
        #expect(try harness.shownText(id).contains("结果: 0"))
        let tap = try await runtime.run { try $0.tap(id, control: "b.2.0") }
        #expect(tap.invocation == IntentInvocation(intent: "MyCalculateIntent", parameters: ["value": 10]))
        #expect(tap.reload.reasons == .tap)
        #expect(try harness.shownText(id).contains("结果: 10"))
        _ = try await runtime.run { try $0.tap(id, control: "加 20") }
        #expect(try harness.shownText(id).contains("结果: 30"))
        let stored = try #require(try runtime.storedInstances().first)
        #expect(stored.entry(at: harness.now).map { ViewText.plainText(of: $0.view) }?.contains("结果: 30") == true)
        #expect(stored.pendingReload == PendingReload(due: harness.now + 4 * 3_600, reasons: .policy))
    }

    @Test func theSmallCountersToggleRunsItsIntent() async throws {
        let harness = try RuntimeHarness(counter: true)
        let runtime = harness.runtime
        let id = try await runtime.run { try $0.add(kind: "MyWidget").id }
        let tap = try await runtime.run { try $0.tap(id, control: "t.2.0") }
        #expect(tap.control.kind == .toggle && tap.control.isOn == false)
        #expect(try harness.shownText(id).contains("结果: 1"))
        let toggle = try #require(
            try runtime.instance(id).entry(at: harness.now).flatMap { ControlIdentifiers.controls(in: $0.view).first })
        #expect(toggle.isOn == true)
    }
}
