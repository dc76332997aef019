import Foundation
import Testing
import WidgetHost
import WidgetRuntime
import WidgetTestSupport
import WidgetWire

/// Adding and configuring instances: validation, defaults, entity checks, and what the
/// parameter summary shows.
struct ConfigurationTests {
    @Test func addFillsDefaultsAndTheEntityQuerysDefaultResult() throws {
        let harness = try RuntimeHarness()
        let report = try harness.runtime.add(kind: "Ticker", assignments: ["entries=2"])
        #expect(report.state == .ok && report.reasons == .configuration && report.entryCount == 2)
        let instance = try harness.runtime.instance(report.id)
        #expect(instance.pluginID == "Ticker" && instance.kind == "Ticker" && instance.family == .systemSmall)
        #expect(instance.configuration == ["policy": "atEnd", "entries": 2, "interval": 60, "delay": 120, "item": "alpha"])
        #expect(try harness.shownText(report.id).contains("Item: Alpha"))
    }

    @Test func badInputIsRejectedAndStoresNothing() throws {
        let harness = try RuntimeHarness()
        #expect(throws: ParameterValuesError.self) { try harness.runtime.add(kind: "Ticker", assignments: ["entries=99"]) }
        #expect(throws: ParameterValuesError.self) { try harness.runtime.add(kind: "Ticker", assignments: ["colour=red"]) }
        let missing = try #require(throws: PluginRequestError.self) { try harness.runtime.add(kind: "Ticker", assignments: ["item=zeta"]) }
        #expect(
            missing
                == .unresolvedEntities(
                    pluginID: "Ticker", intent: "ConfigureTicker", parameter: "item", entity: "TickerItem", ids: ["zeta"]))
        #expect(throws: PluginRequestError.self) { try harness.runtime.add(kind: "Ticker", family: "systemLarge") }
        let unknown = try #require(throws: RuntimeError.self) { try harness.runtime.add(kind: "Clock") }
        #expect(unknown == .unknownKind("Clock", searched: ["Ticker"], available: ["Ticker"]))
        #expect(try harness.runtime.store.count() == 0)
        #expect(try harness.timelineCalls() == 0)

        let id = try harness.addTicker(["item=beta"])
        let stored = try harness.runtime.instance(id)
        #expect(throws: ParameterValuesError.self) { try harness.runtime.configure(id, assignments: ["interval=0", "entries=5"]) }
        #expect(throws: PluginRequestError.self) { try harness.runtime.configure(id, assignments: ["item=zeta"]) }
        #expect(try harness.runtime.storedInstances() == [stored])
    }

    @Test func aKindTwoPluginsDeclareNeedsThePluginNamed() throws {
        let harness = try RuntimeHarness()
        _ = try FixturePlugins.install("ticker", as: "Ticker2", in: harness.directory.path("plugins"))
        #expect(throws: RuntimeError.ambiguousKind("Ticker", plugins: ["Ticker", "Ticker2"])) { try harness.runtime.add(kind: "Ticker") }
        let report = try harness.runtime.add(kind: "Ticker", plugin: "ticker2")
        #expect(try harness.runtime.instance(report.id).pluginID == "Ticker2")
        #expect(try harness.runtime.store.count() == 1)
    }

    @Test func configureChangesOnlyTheValuesGivenAndReloadsAtOnce() throws {
        let harness = try RuntimeHarness()
        let id = try harness.addTicker(["item=beta", "entries=4"])
        let report = try harness.runtime.configure(id, assignments: ["policy=After", "delay=30"])
        #expect(report.reasons == .configuration)
        let instance = try harness.runtime.instance(id)
        #expect(instance.configuration["policy"] == "after")
        #expect(instance.configuration["entries"] == 4)
        #expect(instance.configuration["item"] == "beta")
        #expect(instance.configurationRevision == 2)
        #expect(instance.pendingReload == PendingReload(due: harness.now + 30, reasons: .policy))
    }

    @Test func theSummaryShowsTheParametersItsConditionsChooseForTheValuesAndFamily() throws {
        let harness = try RuntimeHarness()
        let small = try harness.addTicker(["item=gamma"])
        var form = try harness.runtime.configurationForm(small)
        #expect(form.intent == "ConfigureTicker")
        #expect(form.summary == "Tick 3 times every 60 s")
        #expect(form.fields.map(\.name) == ["entries", "interval", "policy", "item"])
        #expect(form.hidden == ["delay", "label"])
        let policy = try #require(form.fields.first { $0.name == "policy" })
        #expect(policy.valueTitle == "At End")
        #expect(policy.choices?.map(\.value) == ["atEnd", "after", "never"])
        let item = try #require(form.fields.first { $0.name == "item" })
        #expect(item.value == "gamma" && item.valueTitle == "Gamma")
        #expect(item.choices?.map(\.value) == ["alpha", "beta", "gamma"])

        _ = try harness.runtime.configure(small, assignments: ["policy=after"])
        form = try harness.runtime.configurationForm(small, matching: "et")
        #expect(form.summary == "Tick 3 times every 60 s, reload after 120 s")
        #expect(form.fields.map(\.name) == ["entries", "interval", "delay", "policy", "item"])
        #expect(form.fields.first { $0.name == "item" }?.choices?.map(\.title) == ["Beta"])

        let medium = try harness.addTicker(["label=Hi"], family: "systemMedium")
        form = try harness.runtime.configurationForm(medium)
        #expect(form.fields.map(\.name) == ["entries", "interval", "policy", "item", "label"])
        #expect(form.fields.last?.value == "Hi")
    }

    @Test func summaryConditionsCompareLikeAppIntents() {
        let holds = { (comparison: SummaryComparison, subject: JSONValue?, operands: [JSONValue]) in
            let intent = IntentDescriptor(
                id: "I", title: "I", parameters: [ParameterDescriptor(name: "p", title: "P", type: .string, isOptional: true)],
                summary: .when(
                    condition: SummaryCondition(subject: .parameter("p"), comparison: comparison, values: operands),
                    then: .summary(template: nil, parameters: ["p"]), otherwise: .summary(template: nil, parameters: [])))
            return SummaryEvaluator(intent: intent).evaluate(values: subject.map { ["p": $0] } ?? [:], family: .systemSmall).parameters == [
                "p"
            ]
        }
        #expect(holds(.equalTo, 5, [5.0]))
        #expect(holds(.notEqualTo, nil, ["x"]))
        #expect(holds(.greaterThan, 7, [5]) && !holds(.greaterThan, 5, [5]) && holds(.lessThanOrEqualTo, 5, [5]))
        #expect(holds(.hasAnyValue, "x", []) && !holds(.hasAnyValue, nil, []) && holds(.hasNoValue, .array([]), []))
        #expect(holds(.oneOf, "b", ["a", "b"]) && holds(.noneOf, "c", ["a", "b"]))
        #expect(holds(.contains, "hello", ["ell"]) && holds(.hasPrefix, "hello", ["he"]) && holds(.hasSuffix, "hello", ["lo"]))
        #expect(holds(.doesNotContain, "hello", ["z"]) && holds(.contains, .array(["a", "b"]), ["b"]))
        #expect(SummaryEvaluator.placeholders(in: "Show ${a} and ${b}") == ["a", "b"])
    }
}
