import Foundation
import WidgetHost
import WidgetLayout
import WidgetPango
import WidgetWire

/// The widget checks, each over every widget × family: the three providers answer in time,
/// timelines are sorted, their policy is sane and the same configuration gives the same
/// timeline; every control runs an intent that exists, every SF Symbol has a glyph, text fits.
enum WidgetChecks {
    /// A provider call past this many milliseconds is a warning (a widget waits for it).
    static let slowCallMilliseconds = 1000.0

    static let all: [any ValidationCheck] = [
        answers("widget.placeholder", .placeholder), answers("widget.snapshot", .snapshot), answers("widget.timeline", .timeline),
        Check("widget.entries-sorted", "Timeline entries are in date order") { subject in
            try eachFamily(subject, .timeline) { payload in
                zip(payload.entries, payload.entries.dropFirst()).contains { $0.date > $1.date } ? ["entries are not in date order"] : []
            }
        },
        Check("widget.policy", "The reload policy is sane (not in the past, not a busy loop)") { subject in
            let now = subject.host.configuration.clock.now().timeIntervalSince1970
            return try eachFamily(subject, .timeline) { payload in policyProblems(payload, now: now) }
        },
        Check("widget.deterministic", "The same configuration gives the same timeline twice") { subject in
            let plugin = try subject.plugin()
            return try eachFamily(subject, .timeline) { (call: FamilyCall) in
                let again = try plugin.timeline(
                    kind: call.widget.kind, configuration: try configuration(of: call.widget, plugin),
                    options: TimelineOptions(operation: .timeline, family: call.family))
                if again == call.payload { return [] }
                // Dates from Date() (as Xcode's template makes them) follow the wall clock, not the host's:
                // compared as offsets from the first entry's date.
                return try relativeDates(again) == relativeDates(call.payload)
                    ? [] : ["a second timeline with the same configuration shows other views"]
            }
        },
        Check("widget.controls", "Every control runs an intent that exists and performs") { subject in
            let manifest = try subject.plugin().manifest
            return try eachFamily(subject, .timeline) { payload in
                payload.entries.flatMap { ControlIdentifiers.controls(in: $0.view) }.compactMap { control in
                    manifest.intent(id: control.action.intent)?.perform != nil
                        ? nil : "control \(control.id) runs '\(control.action.intent)', which is not an intent with a perform handler"
                }
            }
        },
        Check("widget.symbols", "Every SF Symbol shown has a glyph") { subject in
            try eachFamily(subject, nil) { payload in
                Set(payload.entries.flatMap { SymbolCatalog.namesWithoutGlyph(in: $0.view) }).sorted().map { "no glyph for \($0)" }
            }
        },
        Check("widget.text-fits", "Text fits its family without being cut short") { subject in
            let measurer = PangoTextMeasurer()
            let outcome = try eachFamily(subject, .timeline) { (call: FamilyCall) in
                call.payload.entries.flatMap { entry in
                    LayoutEngine.layout(entry.view, options: RenderOptions(family: call.family), measurer: measurer).allBoxes.compactMap {
                        box in
                        guard case .text(let text) = box.content, text.isTruncated else { return nil }
                        return "text cut short: \(EchoedInput.quoted(text.plainText))"
                    }
                }
            }
            return outcome.status == .failed ? .warning(outcome.detail) : outcome
        },
    ]

    private static func answers(_ id: String, _ operation: TimelineOperation) -> Check {
        Check(id, "Every widget's \(operation.rawValue) answers in every family within \(Int(slowCallMilliseconds)) ms") { subject in
            var slow: [String] = []
            let outcome = try eachFamily(subject, operation) { call in
                if call.milliseconds > slowCallMilliseconds { slow.append("\(Int(call.milliseconds)) ms") }
                return call.payload.entries.isEmpty ? ["no entry"] : []
            }
            return outcome.status == .passed && !slow.isEmpty ? .warning(slow.map { "slow: \($0)" }) : outcome
        }
    }

    /// The timeline as JSON with every `date` made an offset from the first entry's date.
    private static func relativeDates(_ payload: TimelinePayload) throws -> JSONValue {
        let origin = payload.entries.first?.date ?? 0
        func shifted(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var members):
                for (key, member) in members {
                    members[key] = key == "date" ? member.numberValue.map { .double($0 - origin) } ?? member : shifted(member)
                }
                return .object(members)
            case .array(let items): return .array(items.map(shifted))
            default: return value
            }
        }
        return shifted(try WireCoding.decode(JSONValue.self, from: WireCoding.encode(payload)))
    }

    private static func policyProblems(_ payload: TimelinePayload, now: Double) -> [String] {
        switch payload.policy {
        case .after(let date) where !date.isFinite: return ["the policy .after has no finite date"]
        case .after(let date) where date < now - 1: return ["the policy asks for a reload \(Int(now - date)) s in the past"]
        case .atEnd where (payload.entries.map(\.date).max() ?? now) < now - 1:
            return ["the policy .atEnd with every entry in the past asks for a reload at once, again and again"]
        default: return []
        }
    }

    /// The configuration a widget's timeline gets: its intent's defaults, and values for required parameters without one.
    static func configuration(of widget: WidgetDescriptor, _ plugin: LoadedPlugin) throws -> [String: JSONValue] {
        guard let intentID = widget.configurationIntent else { return [:] }
        return try ParameterBaseline(plugin: plugin).values(for: try plugin.intent(intentID))
    }

    /// Runs `body` on each widget × family's answer to `operation` (nil: placeholder, snapshot
    /// and timeline); fails with every problem, each named by widget and family.
    static func eachFamily(
        _ subject: ValidationSubject, _ operation: TimelineOperation?,
        _ body: (FamilyCall) throws -> [String]
    ) throws -> CheckOutcome {
        let (plugin, widgets) = try subject.manifest(requiring: \.widgets, noun: "widget")
        var problems: [String] = []
        var notRun: [String] = []
        var count = 0
        for widget in widgets {
            for family in widget.families {
                count += 1
                for step in operation.map({ [$0] }) ?? [.placeholder, .snapshot, .timeline] {
                    let configuration: [String: JSONValue]
                    do {
                        configuration = step == .placeholder ? [:] : try self.configuration(of: widget, plugin)
                    } catch let skipped as CheckSkipped {
                        notRun.append(skipped.reason)
                        continue
                    }
                    do {
                        let (payload, milliseconds) = try ValidationSubject.timed {
                            try plugin.timeline(
                                kind: widget.kind, configuration: configuration, options: TimelineOptions(operation: step, family: family))
                        }
                        let call = FamilyCall(family: family, widget: widget, payload: payload, milliseconds: milliseconds)
                        problems += try body(call).map { "\(widget.kind) \(family.rawValue) \(step.rawValue): \($0)" }
                    } catch {
                        problems.append("\(widget.kind) \(family.rawValue) \(step.rawValue): \(reason(of: error))")
                    }
                }
            }
        }
        if problems.isEmpty, let first = notRun.first {
            // Placeholders take no configuration, so only a single step can have been asked nowhere.
            if operation != nil, notRun.count == count { throw CheckSkipped(reason: first) }
            return .passed("\(count) widget families; not asked: \(first)")
        }
        return .failing(problems, passing: "\(count) widget families")
    }

    /// ``eachFamily(_:_:_:)`` for a body that needs only the answer.
    static func eachFamily(
        _ subject: ValidationSubject, _ operation: TimelineOperation?, _ body: (TimelinePayload) throws -> [String]
    ) throws -> CheckOutcome {
        try eachFamily(subject, operation) { (call: FamilyCall) in try body(call.payload) }
    }
}

/// One answer of a widget's provider: which widget and family, what it answered, how long it took.
struct FamilyCall {
    let family: WidgetFamilyName
    let widget: WidgetDescriptor
    let payload: TimelinePayload
    let milliseconds: Double
}
