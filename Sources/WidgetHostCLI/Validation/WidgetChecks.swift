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
                // entries compared as offsets from the first entry's date; the policy's date either way (an
                // absolute boundary, the next midnight, stays put while the entries move).
                let entries = { (payload: TimelinePayload) in TimelinePayload(entries: payload.entries, policy: .never) }
                guard try sameWithinTolerance(relativeDates(entries(again)), relativeDates(entries(call.payload))) else {
                    return ["a second timeline with the same configuration shows other views"]
                }
                return samePolicy(again, call.payload) ? [] : ["a second timeline with the same configuration asks for another reload"]
            }
        },
        Check("widget.controls", "Every control runs an intent that exists and performs") { subject in
            let plugin = try subject.plugin()
            var tapped = ControlTaps(plugin: plugin)
            let outcome = try eachFamily(subject, .timeline) { payload in
                payload.entries.flatMap { ControlIdentifiers.controls(in: $0.view) }.compactMap { control in
                    guard plugin.manifest.intent(id: control.action.intent)?.perform != nil else {
                        return "control \(control.id) runs '\(control.action.intent)', which is not an intent with a perform handler"
                    }
                    tapped.tap(control)
                    return nil
                }
            }
            return try tapped.outcome(after: outcome)
        },
        Check("widget.symbols", "Every SF Symbol shown has a glyph, in every enum and bool setting too") { subject in
            let outcome = try eachFamily(subject, nil) { payload in
                Set(payload.entries.flatMap { SymbolCatalog.namesWithoutGlyph(in: $0.view) }).sorted().map { "no glyph for \($0)" }
            }
            guard outcome.status == .passed else { return outcome }
            let (plugin, widgets) = try subject.manifest(requiring: \.widgets, noun: "widget")
            let missing = widgets.flatMap { ConfigurationVariants($0, plugin).symbolsWithoutGlyph(in: plugin) }
            return missing.isEmpty ? outcome : .failing(missing)
        },
        Check("widget.text-fits", "Text fits its family without being cut short") { subject in
            let measurer = PangoTextMeasurer()
            var cutShort: [String] = []
            let outcome = try eachFamily(subject, .timeline) { (call: FamilyCall) in
                for entry in call.payload.entries {
                    let options = RenderOptions(family: call.family, contentMarginsDisabled: entry.drawsWithoutMargins)
                    let tree = LayoutEngine.layout(entry.view, options: options, measurer: measurer)
                    for box in tree.allBoxes {
                        guard case .text(let text) = box.content, text.isTruncated else { continue }
                        cutShort.append(
                            "\(call.widget.kind) \(call.family.rawValue): text cut short: \(EchoedInput.quoted(text.plainText))")
                    }
                }
                return []
            }
            return outcome.status == .passed && !cutShort.isEmpty ? .warning(cutShort) : outcome
        },
    ]

    private static func answers(_ id: String, _ operation: TimelineOperation) -> Check {
        Check(id, "Every widget's \(operation.rawValue) answers in every family within \(Int(slowCallMilliseconds)) ms") { subject in
            var slow: [String] = []
            let outcome = try eachFamily(subject, operation, callFailuresFail: true) { call in
                if call.milliseconds > slowCallMilliseconds { slow.append("\(Int(call.milliseconds)) ms") }
                return call.payload.entries.isEmpty ? ["no entry"] : []
            }
            return outcome.status == .passed && !slow.isEmpty ? .warning(slow.map { "slow: \($0)" }) : outcome
        }
    }

    /// The members that hold dates: an entry's or a date run's `date`, a timer run's `timerStart`/`timerEnd`, a
    /// `ProgressView(timerInterval:)`'s `start`/`end`.
    static let dateKeys: Set<String> = ["date", "timerStart", "timerEnd", "start", "end"]

    /// The timeline as JSON with every date (``dateKeys``) made an offset from the first entry's date.
    static func relativeDates(_ payload: TimelinePayload) throws -> JSONValue {
        let origin = payload.entries.first?.date ?? 0
        func shifted(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var members):
                for (key, member) in members {
                    members[key] = dateKeys.contains(key) ? member.numberValue.map { .double($0 - origin) } ?? member : shifted(member)
                }
                return .object(members)
            case .array(let items): return .array(items.map(shifted))
            default: return value
            }
        }
        return shifted(try WireCoding.decode(JSONValue.self, from: WireCoding.encode(payload)))
    }

    /// Whether two timelines (``relativeDates(_:)``) are the same, their dates within ``policyTolerance`` of each other:
    /// a view's `Date()` (`Text(Date(), style: .date)`) is read a few milliseconds after the entry's, by a varying amount.
    static func sameWithinTolerance(_ one: JSONValue, _ other: JSONValue, isDate: Bool = false) -> Bool {
        switch (one, other) {
        case (.object(let members), .object(let otherMembers)):
            guard members.count == otherMembers.count else { return false }
            return members.allSatisfy { key, member in
                otherMembers[key].map { sameWithinTolerance(member, $0, isDate: dateKeys.contains(key)) } ?? false
            }
        case (.array(let items), .array(let otherItems)):
            return items.count == otherItems.count && zip(items, otherItems).allSatisfy { sameWithinTolerance($0, $1) }
        default:
            guard isDate, let date = one.numberValue, let otherDate = other.numberValue else { return one == other }
            return abs(date - otherDate) <= policyTolerance
        }
    }

    /// Whether the two timelines ask for the same reload: the same policy, or `.after` dates the same
    /// either as they are or as offsets from each timeline's first entry, within ``policyTolerance``.
    static func samePolicy(_ one: TimelinePayload, _ other: TimelinePayload) -> Bool {
        guard case .after(let date) = one.policy, case .after(let otherDate) = other.policy else { return one.policy == other.policy }
        let offset = date - (one.entries.first?.date ?? 0)
        let otherOffset = otherDate - (other.entries.first?.date ?? 0)
        return abs(date - otherDate) < policyTolerance || abs(offset - otherOffset) < policyTolerance
    }

    /// How far two `.after` dates may differ and still ask for the same reload: a provider that reads the clock
    /// once for its entry and again for its policy (`.after(Date() + 15 min)`) spends a varying few milliseconds
    /// between the two reads, more on a cold first call.
    static let policyTolerance = 1.0

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
    /// and timeline); fails with every problem, each named by widget and family. A provider that
    /// fails is this check's problem only when `callFailuresFail` (the answer checks); the others
    /// leave that widget out, as widget.placeholder, widget.snapshot and widget.timeline report it.
    static func eachFamily(
        _ subject: ValidationSubject, _ operation: TimelineOperation?, callFailuresFail: Bool = false,
        _ body: (FamilyCall) throws -> [String]
    ) throws -> CheckOutcome {
        let (plugin, widgets) = try subject.manifest(requiring: \.widgets, noun: "widget")
        var problems: [String] = []
        var notRun: [String] = []
        var answered = 0
        for widget in widgets {
            for family in widget.families {
                for step in operation.map({ [$0] }) ?? [.placeholder, .snapshot, .timeline] {
                    let label = "\(widget.kind) \(family.rawValue) \(step.rawValue)"
                    let call: FamilyCall
                    do {
                        call = try FamilyCall(plugin, widget, family, step)
                    } catch let skipped as CheckSkipped {
                        notRun.append(skipped.reason)
                        continue
                    } catch {
                        if callFailuresFail { problems.append("\(label): \(reason(of: error))") }
                        notRun.append("\(label) fails (widget.\(step.rawValue)): \(reason(of: error))")
                        continue
                    }
                    answered += 1
                    do {
                        problems += try body(call).map { "\(label): \($0)" }
                    } catch {
                        problems.append("\(label): \(reason(of: error))")
                    }
                }
            }
        }
        if problems.isEmpty, let first = notRun.first {
            if answered == 0 { throw CheckSkipped(reason: first) }
            return .passed("\(answered) answers; not asked: \(first)")
        }
        return .failing(problems, passing: "\(answered) answers")
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

    /// Asks `plugin`'s widget for its `operation` in `family`, with ``WidgetChecks/configuration(of:_:)``.
    ///
    /// - Throws: ``CheckSkipped`` when no configuration can be made, or the plugin call's error.
    init(_ plugin: LoadedPlugin, _ widget: WidgetDescriptor, _ family: WidgetFamilyName, _ operation: TimelineOperation) throws {
        let configuration = operation == .placeholder ? [:] : try WidgetChecks.configuration(of: widget, plugin)
        (payload, milliseconds) = try ValidationSubject.timed {
            try plugin.timeline(
                kind: widget.kind, configuration: configuration, options: TimelineOptions(operation: operation, family: family))
        }
        self.family = family
        self.widget = widget
    }
}
