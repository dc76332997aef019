import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// Buttons inside a custom `ToggleStyle`'s and `ButtonStyle`'s bodies, through the
/// NestedControlsFixture Swift SDK plugin: they are drawn and listed in the manifest, and
/// they get control ids, so they can be tapped through the runtime and the CLI.
struct NestedControlsTests {
    /// Every control of the Lamp widget: the toggle, the Reset button in its on and off bodies,
    /// the Main button, and the Badge button in its label and pressed label.
    static let controlIDs = ["t.1", "b.1.on.2", "b.1.off.2", "b.2", "b.2.lb.1", "b.2.pr.1"]

    @Test func theButtonsInsideCustomStylesGetControlIDsAndTheirIntentsAreListed() async throws {
        let harness = try RuntimeHarness(built: ["NestedControlsFixture"])
        let id = try await harness.runtime.run { try $0.add(kind: "Lamp").id }
        let view = try #require(try harness.runtime.instance(id).entry(at: harness.now)?.view)
        let controls = ControlIdentifiers.controls(in: view)
        #expect(controls.map(\.id) == Self.controlIDs)
        #expect(
            controls.first { $0.id == "b.1.off.2" }?.action == IntentInvocation(intent: "CountTapIntent", parameters: ["name": "reset"]))
        let plugin = try harness.runtime.plugin(for: try harness.runtime.instance(id))
        #expect(plugin.manifest.intents.map(\.id).sorted() == ["CountTapIntent", "SwitchLampIntent"])
    }

    @Test func aButtonInsideAToggleStyleAndOneInsideAButtonStyleAreTappedThroughTheRuntime() async throws {
        let harness = try RuntimeHarness(built: ["NestedControlsFixture"])
        let runtime = harness.runtime
        let id = try await runtime.run { try $0.add(kind: "Lamp").id }
        #expect(try harness.shownText(id).contains("Taps: reset 0, badge 0, main 0"))

        let reset = try await runtime.run { try $0.tap(id, control: "b.1.off.2") }
        #expect(reset.control.kind == .button)
        #expect(reset.invocation == IntentInvocation(intent: "CountTapIntent", parameters: ["name": "reset"]))
        #expect(try harness.shownText(id).contains("Taps: reset 1, badge 0, main 0"))

        _ = try await runtime.run { try $0.tap(id, control: "t.1") }
        _ = try await runtime.run { try $0.tap(id, control: "b.1.on.2") }
        _ = try await runtime.run { try $0.tap(id, control: "b.2.lb.1") }
        _ = try await runtime.run { try $0.tap(id, control: "b.2") }
        #expect(try harness.shownText(id).contains("Taps: reset 2, badge 1, main 1"))
        let toggle = try #require(
            try runtime.instance(id).entry(at: harness.now).flatMap { ControlIdentifiers.control("t.1", in: $0.view) })
        #expect(toggle.isOn == true)
    }

    @Test func aButtonInsideAToggleStyleIsTappedThroughTheCLIAndDrawnAsATappableElement() throws {
        let directory = TemporaryDirectory()
        let cli = CLIRunner(home: directory.url)
        let plugin = directory.path("libNestedControlsFixture.so")
        try FileManager.default.copyItem(at: try BuiltProducts.plugin("NestedControlsFixture"), to: plugin)
        let added = try cli.run(["add", "Lamp", "--plugin", plugin.path])
        try #require(added.status == 0, "\(added)")

        let timeline = try cli.run(["timeline", plugin.path, "Lamp"])
        #expect(timeline.standardOutput.contains(#"button b.1.off.2 "Reset" → CountTapIntent(name: "reset")"#), "\(timeline)")

        let tap = try cli.run(["tap", "1", "b.1.off.2"])
        #expect(tap.status == 0, "\(tap)")
        #expect(tap.standardOutput.hasPrefix(#"Tapped button b.1.off.2 → CountTapIntent(name: "reset")"#), "\(tap)")
        #expect(tap.standardOutput.contains(#"text "Taps: reset 1, badge 0, main 0""#), "\(tap)")

        let html = try cli.run(["render", "1", "--format", "html"])
        #expect(html.status == 0, "\(html)")
        #expect(html.standardOutput.contains(#"<span role="button" tabindex="0" class="control" data-control-id="b.1.off.2""#), "\(html)")
        #expect(html.standardOutput.contains(#"<button type="button" class="control" data-control-id="t.1""#), "\(html)")
    }
}
