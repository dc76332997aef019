import Foundation
import WidgetHost
import WidgetWire

/// The perform checks: every intent with a perform handler runs with its defaults, with the
/// boundary values of each parameter, and with fuzzed, oversized, odd-text and unknown values;
/// the last four must get an answer or an error, never a crash, a hang or malformed JSON.
enum PerformChecks {
    static let all: [any ValidationCheck] = [
        Check("perform.defaults", "Every intent performs with its defaults") { subject in
            try calls(subject, refusalWarns: true, checksInputs: false) { _ in [("defaults", [:])] }
        },
        Check("perform.boundaries", "Every intent performs with each parameter's boundary values") { subject in
            try calls(subject, refusalWarns: true) { intent in intent.parameters.flatMap { boundaries(of: $0, in: intent) } }
        },
        Check("perform.fuzzed", "Fuzzed values (seeded) get an answer or an error, not a crash") { subject in
            var generator = subject.generator("perform.fuzzed")
            return try calls(subject, refusalWarns: false) { intent in
                (0..<12).map { round in
                    ("round \(round)", Dictionary(uniqueKeysWithValues: intent.parameters.map { ($0.name, fuzzed($0, &generator)) }))
                }
            }
        },
        Check("perform.oversized", "Oversized values (1 MiB text, 10,000 items, extreme numbers) get an answer or an error") { subject in
            try calls(subject, refusalWarns: false) { intent in
                intent.parameters.map { ("oversized \($0.name)", [$0.name: oversized($0)]) }
            }
        },
        Check(
            "perform.invalid-utf8",
            "Text from invalid UTF-8 (as the host repairs it), NUL and control characters gets an answer or an error"
        ) {
            subject in
            try calls(subject, refusalWarns: false) { intent in
                intent.parameters.filter(\.takesText).flatMap { parameter in
                    oddTexts.enumerated().map {
                        ("\(parameter.name) odd text \($0.offset)", [parameter.name: parameter.wrap(.string($0.element))])
                    }
                }
            }
        },
        Check("perform.unknown-ids", "Unknown intent, entity and enum ids are refused") { subject in
            try unknownIDs(subject)
        },
    ]

    /// Performs each intent's value sets (over values for its required parameters that have no
    /// default, ``ParameterBaseline``) and judges the answers.
    private static func calls(
        _ subject: ValidationSubject, refusalWarns: Bool, checksInputs: Bool = true,
        values: (IntentDescriptor) -> [(String, [String: JSONValue])]
    ) throws -> CheckOutcome {
        let (plugin, intents) = try subject.manifest(
            requiring: { $0.intents.filter { $0.perform != nil } }, noun: "intent with a perform handler")
        var tally = CallTally()
        var notRun: [String] = []
        for intent in intents {
            let baseline: [String: JSONValue]
            do {
                baseline = try ParameterBaseline(plugin: plugin).values(for: intent)
            } catch let skipped as CheckSkipped {
                notRun.append(skipped.reason)
                continue
            }
            // An intent whose defaults already break the contract is perform.defaults' to report.
            if checksInputs, case .broken(let why) = CallVerdict.of({ _ = try plugin.perform(intent: intent.id, values: baseline) }) {
                notRun.append("\(intent.id) fails with its defaults (perform.defaults): \(why)")
                continue
            }
            for (label, given) in values(intent) {
                let verdict = CallVerdict.of { _ = try plugin.perform(intent: intent.id, values: baseline.merging(given) { $1 }) }
                tally.count(verdict, "\(intent.id) (\(label))")
            }
        }
        if tally.calls == 0, let first = notRun.first { throw CheckSkipped(reason: first) }
        return try tally.outcome(refusalWarns: refusalWarns)
    }

    /// Each bound of a number, every case of an enum, both values of a bool.
    private static func boundaries(of parameter: ParameterDescriptor, in intent: IntentDescriptor) -> [(String, [String: JSONValue])] {
        let values: [JSONValue]
        switch parameter.type {
        case .int: values = [parameter.bounds?.lowerBound, parameter.bounds?.upperBound].compactMap { $0.map { .integer(Int64($0)) } }
        case .double: values = [parameter.bounds?.lowerBound, parameter.bounds?.upperBound].compactMap { $0.map { .double($0) } }
        case .bool: values = [.bool(false), .bool(true)]
        default: values = []
        }
        return values.map { ("\(parameter.name)=\($0)", [parameter.name: parameter.wrap($0)]) }
    }

    /// A random value for `parameter`: often of its type (any size), sometimes of another.
    private static func fuzzed(_ parameter: ParameterDescriptor, _ generator: inout SeededGenerator) -> JSONValue {
        let scalars = "aZ0 -_./:?#%&é日本🙂\u{0}\n\t\"\\"
        let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in scalars.randomElement(using: &generator) ?? "a" })
        let choices: [JSONValue] = [
            .integer(Int64.random(in: Int64.min...Int64.max, using: &generator)), .integer(Int64.random(in: -100...100, using: &generator)),
            .double(Double.random(in: -1e12...1e12, using: &generator)), .bool(Bool.random(using: &generator)), .string(text),
            .null, .array([.string(text)]), .object(["x": .string(text)]),
        ]
        return choices.randomElement(using: &generator) ?? .null
    }

    private static func oversized(_ parameter: ParameterDescriptor) -> JSONValue {
        switch parameter.type {
        case .int: .integer(Int64.max)
        case .double, .date: .double(1.7e308)
        case .bool: .array(Array(repeating: .bool(true), count: 10_000))
        default:
            parameter.isArray
                ? .array(Array(repeating: .string("x"), count: 10_000)) : .string(String(repeating: "x", count: 1 << 20))
        }
    }

    /// Text that invalid UTF-8 becomes (the host's strings replace bad bytes with U+FFFD), NUL,
    /// control characters, a byte-order mark, direction overrides and a lone combining mark.
    private static let oddTexts = [
        String(decoding: [0xC3, 0x28, 0xFF, 0xFE, 0xED, 0xA0, 0x80], as: UTF8.self), "a\u{0}b", "\u{1}\u{7}\u{1B}[2J\u{7F}",
        "\u{FEFF}\u{202E}txet\u{202C}", "\u{301}", String(repeating: "\u{1F468}\u{200D}", count: 64),
    ]

    private static func unknownIDs(_ subject: ValidationSubject) throws -> CheckOutcome {
        let plugin = try subject.plugin()
        var tally = CallTally()
        var generator = subject.generator("perform.unknown-ids")
        let unknown = ParameterBaseline.unknownIdentifier(&generator)
        let intentVerdict = CallVerdict.of { _ = try plugin.perform(intent: unknown, values: [:]) }
        if case .answered = intentVerdict { tally.count(.broken("an unknown intent performed"), "intent \(unknown)") }
        for intent in plugin.manifest.intents where intent.perform != nil {
            for parameter in intent.parameters where parameter.takesIdentifiers {
                tally.count(refused(plugin, intent, parameter, unknown), "\(intent.id) \(parameter.name)=\(unknown)")
            }
        }
        if tally.calls == 0 { return .passed("the unknown intent \(unknown) was refused") }
        return try tally.outcome(refusalWarns: false)
    }

    /// The verdict on performing `intent` with `id` for `parameter`, where an answer is the problem (the id is unknown).
    private static func refused(
        _ plugin: LoadedPlugin, _ intent: IntentDescriptor, _ parameter: ParameterDescriptor, _ id: String
    ) -> CallVerdict {
        switch CallVerdict.of({ _ = try plugin.perform(intent: intent.id, values: [parameter.name: parameter.wrap(.string(id))]) }) {
        case .answered: .broken("the unknown id was accepted")
        case .refused(let why): .refused(why)
        case .broken(let why): .broken(why)
        }
    }
}

extension ParameterDescriptor {
    /// Whether the parameter takes text (a string, an URL, an entity id or an enum case).
    fileprivate var takesText: Bool {
        switch type {
        case .string, .url, .entity, .enumeration: true
        default: false
        }
    }

    /// Whether the parameter takes ids the plugin declares (an entity's or an enum's).
    fileprivate var takesIdentifiers: Bool {
        switch type {
        case .entity, .enumeration: true
        default: false
        }
    }

    /// `value` as this parameter takes it: in an array for an array parameter.
    fileprivate func wrap(_ value: JSONValue) -> JSONValue { isArray ? .array([value]) : value }
}
