import WidgetWire

/// Turns the values given for an intent's parameters into the complete, checked set a
/// handler receives, before any plugin code runs.
///
/// Rejects unknown parameter names, values that do not fit their type, bounds or enum
/// cases, and required parameters left out (no value, no default, not optional); applies
/// defaults. Every problem is reported at once.
///
/// ```swift
/// let resolver = IntentValueResolver(manifest: plugin.manifest, pluginID: plugin.id)
/// let values = try resolver.values(for: intent, assignments: ["value=10", "mood=Very Happy"])
/// ```
public struct IntentValueResolver: Sendable {
    /// The manifest the intent belongs to.
    public let manifest: PluginManifest
    /// The plugin's id, for messages.
    public let pluginID: String
    private let parser: ParameterValueParser
    private let checker: ParameterValueChecker

    /// A resolver for the intents of `manifest`.
    public init(manifest: PluginManifest, pluginID: String) {
        self.manifest = manifest
        self.pluginID = pluginID
        parser = ParameterValueParser(manifest: manifest)
        checker = ParameterValueChecker(manifest: manifest)
    }

    /// The values of `intent` from `NAME=VALUE` texts, checked and completed with defaults.
    ///
    /// - Throws: ``ParameterValuesError`` listing every problem.
    public func values(for intent: IntentDescriptor, assignments: [String]) throws(ParameterValuesError) -> [String: JSONValue] {
        let (given, problems) = parse(assignments, for: intent)
        return try complete(given, for: intent, problems: problems, textual: true)
    }

    /// The values `NAME=VALUE` texts give the parameters of `intent`, checked and not completed: a configuration
    /// being edited, whose other parameters have no value yet.
    ///
    /// - Throws: ``ParameterValuesError`` listing every problem in the assignments.
    public func givenValues(for intent: IntentDescriptor, assignments: [String]) throws(ParameterValuesError) -> [String: JSONValue] {
        let (given, problems) = parse(assignments, for: intent)
        guard problems.isEmpty else { throw ParameterValuesError(problems: problems) }
        return given
    }

    /// The values of `intent` from `NAME=VALUE` texts laid over `base` (stored wire values, such
    /// as a widget's current configuration), checked and completed with defaults.
    ///
    /// ```swift
    /// let updated = try resolver.values(for: intent, assignments: ["mood=happy"], over: stored)
    /// ```
    ///
    /// - Throws: ``ParameterValuesError`` listing every problem, in the assignments and in `base`.
    public func values(
        for intent: IntentDescriptor, assignments: [String], over base: [String: JSONValue]
    ) throws(ParameterValuesError) -> [String: JSONValue] {
        let (given, problems) = parse(assignments, for: intent)
        let merged = base.merging(given) { $1 }
        let values: [String: JSONValue]
        do {
            values = try self.values(for: intent, given: merged)
        } catch {
            throw ParameterValuesError(problems: problems + error.problems)
        }
        guard problems.isEmpty else { throw ParameterValuesError(problems: problems) }
        return values
    }

    private func parse(_ assignments: [String], for intent: IntentDescriptor) -> (given: [String: JSONValue], problems: [ValueProblem]) {
        var problems: [ValueProblem] = []
        var given: [String: JSONValue] = [:]
        var seen: Set<String> = []
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                problems.append(
                    problem(
                        intent, nil, "'\(assignment)' is not NAME=VALUE",
                        expected: "NAME=VALUE with NAME one of the intent's parameters: \(names(intent))"))
                continue
            }
            let name = String(assignment[..<equals])
            let text = String(assignment[assignment.index(after: equals)...])
            guard let parameter = intent.parameter(named: name) else {
                problems.append(
                    problem(intent, name, "unknown parameter '\(name)'", expected: "one of the intent's parameters: \(names(intent))"))
                continue
            }
            guard seen.insert(name).inserted else {
                problems.append(
                    problem(
                        intent, name, "parameter '\(name)' is given more than once",
                        expected: "one value per parameter (lists comma-separated)"))
                continue
            }
            do {
                given[name] = try parser.parse(text, as: parameter)
            } catch {
                problems.append(problem(intent, name, error.problem, expected: error.expected))
            }
        }
        return (given, problems)
    }

    /// The values of `intent` from wire values (a button's parameters, a stored configuration),
    /// checked and completed with defaults. `null` counts as absent.
    ///
    /// - Throws: ``ParameterValuesError`` listing every problem.
    public func values(for intent: IntentDescriptor, given: [String: JSONValue]) throws(ParameterValuesError) -> [String: JSONValue] {
        var problems: [ValueProblem] = []
        var values: [String: JSONValue] = [:]
        for name in given.keys.sorted() {
            guard let value = given[name], value != .null else { continue }
            guard let parameter = intent.parameter(named: name) else {
                problems.append(
                    problem(intent, name, "unknown parameter '\(name)'", expected: "one of the intent's parameters: \(names(intent))"))
                continue
            }
            if let mismatch = checker.mismatch(value, for: parameter) {
                problems.append(problem(intent, name, mismatch.problem, expected: mismatch.expected))
            } else {
                values[name] = value
            }
        }
        return try complete(values, for: intent, problems: problems, textual: false)
    }

    private func complete(
        _ given: [String: JSONValue], for intent: IntentDescriptor, problems: [ValueProblem], textual: Bool
    ) throws(ParameterValuesError) -> [String: JSONValue] {
        var problems = problems
        var values = given
        // A parameter whose given value was refused is not also reported as missing.
        let refused: Set<String> = problems.isEmpty ? [] : Set(problems.compactMap(\.parameter))
        for parameter in intent.parameters where values[parameter.name] == nil && !refused.contains(parameter.name) {
            if let defaultValue = parameter.defaultValue {
                values[parameter.name] = defaultValue
            } else if !parameter.isOptional {
                let expected = textual ? checker.expectedText(parameter) : checker.expectedJSON(parameter)
                problems.append(
                    problem(
                        intent, parameter.name, "required parameter '\(parameter.name)' is missing",
                        expected: textual ? "--param \(parameter.name)=VALUE with \(expected)" : expected))
            }
        }
        guard problems.isEmpty else { throw ParameterValuesError(problems: problems) }
        return values
    }

    private func problem(_ intent: IntentDescriptor, _ parameter: String?, _ text: String, expected: String) -> ValueProblem {
        ValueProblem(pluginID: pluginID, intentID: intent.id, parameter: parameter, problem: text, expected: expected)
    }

    private func names(_ intent: IntentDescriptor) -> String {
        intent.parameters.isEmpty ? "none (the intent has no parameters)" : intent.parameters.map(\.name).joined(separator: ", ")
    }
}
