import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// A tap finds its control in the controls the runtime kept of the timeline it stored last (not by
/// decoding the stored timeline again): those of the timeline stored now, whoever stored it. The Gate
/// fixture's button is labelled with the number of timelines made (`button #2`), so every reload
/// changes what a tap can name.
struct TapControlIndexTests {
    @Test func aTapNamesTheControlsOfTheTimelineItsLastTapStored() throws {
        let harness = try RuntimeHarness(gate: true)
        let id = try harness.runtime.add(kind: "Gate", assignments: ["label=button"]).id
        _ = try harness.runtime.tap(id, control: "button #1")
        #expect(try harness.shownText(id) == "button #2")
        let second = try harness.runtime.tap(id, control: "button #2")
        #expect(second.control.label == "button #2")
        #expect(throws: RuntimeError.self) { try harness.runtime.tap(id, control: "button #2") }
        _ = try harness.runtime.tap(id, control: "b")
        #expect(try harness.shownText(id) == "button #4")
    }

    /// Another process (another runtime over the same state) reloads the instance between two taps:
    /// the next tap sees the timeline that process stored, not the one this runtime indexed.
    @Test func aTimelineAnotherProcessStoredIsTheOneTapped() throws {
        let harness = try RuntimeHarness(gate: true)
        let id = try harness.runtime.add(kind: "Gate", assignments: ["label=button"]).id
        _ = try harness.runtime.tap(id, control: "button #1")
        let other = try harness.restarted()
        _ = try other.reload(.instance(id))
        #expect(try harness.shownText(id) == "button #3")

        #expect(throws: RuntimeError.self) { try harness.runtime.tap(id, control: "button #2") }
        let tap = try harness.runtime.tap(id, control: "button #3")
        #expect(tap.control.id == "b")
        #expect(try harness.shownText(id) == "button #4")
    }

    @Test func aRemovedInstanceCannotBeTappedFromWhatWasKept() throws {
        let harness = try RuntimeHarness(gate: true)
        let id = try harness.runtime.add(kind: "Gate", assignments: ["label=button"]).id
        _ = try harness.runtime.tap(id, control: "button #1")
        try harness.restarted().remove(id)
        #expect(throws: RuntimeError.self) { try harness.runtime.tap(id, control: "button #2") }
    }
}
