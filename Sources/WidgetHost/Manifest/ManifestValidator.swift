import WidgetWire

/// Checks a decoded manifest against the rules the wire schema cannot express, and
/// reports every problem at once, each at its JSON path.
///
/// Duplicate ids and kinds, widgets without families, configuration intents that are
/// missing or not `isConfiguration`, parameter types naming unknown enums or entities,
/// parameter `options` handlers (checked like every other handler),
/// defaults that do not fit, summaries naming unknown parameters, and handler
/// signatures whose argument sources or C types make no sense for the handler.
///
/// ```swift
/// let problems = ManifestValidator(manifest).validate()
/// ```
public struct ManifestValidator: Sendable {
    /// The manifest being checked.
    public let manifest: PluginManifest
    private let checker: ParameterValueChecker

    /// A validator for `manifest`.
    public init(_ manifest: PluginManifest) {
        self.manifest = manifest
        checker = ParameterValueChecker(manifest: manifest)
    }

    /// Every problem found, in document order; empty when the manifest is valid.
    public func validate() -> [ManifestProblem] {
        var problems: [ManifestProblem] = []
        validatePlugin(into: &problems)
        validateUnique(manifest.widgets.map(\.kind), noun: "widget kind", path: { "widgets[\($0)].kind" }, into: &problems)
        validateUnique(manifest.intents.map(\.id), noun: "intent id", path: { "intents[\($0)].id" }, into: &problems)
        validateUnique(manifest.entities.map(\.id), noun: "entity id", path: { "entities[\($0)].id" }, into: &problems)
        validateUnique(manifest.enums.map(\.id), noun: "enum id", path: { "enums[\($0)].id" }, into: &problems)
        for (index, widget) in manifest.widgets.enumerated() { validate(widget, at: "widgets[\(index)]", into: &problems) }
        for (index, intent) in manifest.intents.enumerated() { validate(intent, at: "intents[\(index)]", into: &problems) }
        for (index, enumType) in manifest.enums.enumerated() { validate(enumType, at: "enums[\(index)]", into: &problems) }
        for handler in manifest.handlers { validate(handler, into: &problems) }
        return problems
    }

    // MARK: - Plugin, widgets, enums

    private func validatePlugin(into problems: inout [ManifestProblem]) {
        if manifest.plugin.id.isEmpty {
            problems.append(
                .init(path: "plugin.id", problem: "the plugin id is empty", expected: "a reverse-DNS identifier (dev.example.weather)"))
        }
        if manifest.plugin.name.isEmpty {
            problems.append(.init(path: "plugin.name", problem: "the plugin name is empty", expected: "a name for people"))
        }
    }

    private func validateUnique(_ names: [String], noun: String, path: (Int) -> String, into problems: inout [ManifestProblem]) {
        var first: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            if name.isEmpty {
                problems.append(.init(path: path(index), problem: "the \(noun) is empty", expected: "a non-empty \(noun)"))
            } else if let earlier = first[name] {
                problems.append(
                    .init(
                        path: path(index), problem: "duplicate \(noun) '\(name)' (also at \(path(earlier)))",
                        expected: "a \(noun) unique in the plugin"))
            } else {
                first[name] = index
            }
        }
    }

    private func validate(_ widget: WidgetDescriptor, at path: String, into problems: inout [ManifestProblem]) {
        if widget.families.isEmpty {
            problems.append(.init(path: "\(path).families", problem: "the widget lists no family", expected: "at least one widget family"))
        }
        var seen: Set<WidgetFamilyName> = []
        for (index, family) in widget.families.enumerated() where !seen.insert(family).inserted {
            problems.append(
                .init(
                    path: "\(path).families[\(index)]", problem: "family \(family.rawValue) is listed twice", expected: "each family once"))
        }
        guard let intentID = widget.configurationIntent else { return }
        let configurationIntents = manifest.intents.filter(\.isConfiguration).map(\.id)
        let candidates =
            configurationIntents.isEmpty ? "an intent with isConfiguration: true" : "one of \(configurationIntents.joined(separator: ", "))"
        guard let intent = manifest.intent(id: intentID) else {
            problems.append(.init(path: "\(path).configurationIntent", problem: "names unknown intent '\(intentID)'", expected: candidates))
            return
        }
        if !intent.isConfiguration {
            problems.append(
                .init(
                    path: "\(path).configurationIntent", problem: "intent '\(intentID)' is not a configuration intent",
                    expected: "an intent with isConfiguration: true (\(candidates))"))
        }
    }

    private func validate(_ enumType: EnumDescriptor, at path: String, into problems: inout [ManifestProblem]) {
        if enumType.cases.isEmpty {
            problems.append(.init(path: "\(path).cases", problem: "enum '\(enumType.id)' has no cases", expected: "at least one case"))
        }
        validateUnique(enumType.cases.map(\.value), noun: "case value", path: { "\(path).cases[\($0)].value" }, into: &problems)
    }

    // MARK: - Intents

    private func validate(_ intent: IntentDescriptor, at path: String, into problems: inout [ManifestProblem]) {
        validateUnique(intent.parameters.map(\.name), noun: "parameter name", path: { "\(path).parameters[\($0)].name" }, into: &problems)
        for (index, parameter) in intent.parameters.enumerated() {
            validate(parameter, at: "\(path).parameters[\(index)]", into: &problems)
        }
        if intent.perform == nil && !intent.isConfiguration {
            problems.append(
                .init(
                    path: "\(path).perform", problem: "intent '\(intent.id)' has no perform handler",
                    expected: "a perform handler (only configuration intents may have none)"))
        }
        if let name = intent.valueParameter {
            if let parameter = intent.parameter(named: name) {
                if parameter.type != .bool || parameter.isArray {
                    problems.append(
                        .init(
                            path: "\(path).valueParameter",
                            problem: "value parameter '\(name)' is a \(parameter.type.displayName), not a bool",
                            expected: "a bool parameter (a Toggle sets it to its new value)"))
                }
            } else {
                problems.append(
                    .init(path: "\(path).valueParameter", problem: "names unknown parameter '\(name)'", expected: parameterList(intent)))
            }
        }
        if let summary = intent.summary { validate(summary, of: intent, at: "\(path).summary", into: &problems) }
    }

    private func validate(_ parameter: ParameterDescriptor, at path: String, into problems: inout [ManifestProblem]) {
        switch parameter.type {
        case .enumeration(let id) where manifest.enumType(id: id) == nil:
            problems.append(
                .init(path: "\(path).type", problem: "names unknown enum '\(id)'", expected: list("enum", manifest.enums.map(\.id))))
            return
        case .entity(let id) where manifest.entity(id: id) == nil:
            problems.append(
                .init(path: "\(path).type", problem: "names unknown entity '\(id)'", expected: list("entity", manifest.entities.map(\.id))))
            return
        default: break
        }
        if let bounds = parameter.bounds {
            if parameter.type != .int && parameter.type != .double {
                problems.append(
                    .init(
                        path: "\(path).bounds", problem: "bounds on a \(parameter.type.displayName) parameter",
                        expected: "bounds only on int and double parameters"))
            } else if let lower = bounds.lowerBound, let upper = bounds.upperBound, lower > upper {
                problems.append(
                    .init(
                        path: "\(path).bounds",
                        problem:
                            "lowerBound \(JSONValue.numberText(lower)) is above upperBound \(JSONValue.numberText(upper))",
                        expected: "lowerBound ≤ upperBound"))
            }
        }
        if let defaultValue = parameter.defaultValue, let mismatch = checker.mismatch(defaultValue, for: parameter) {
            problems.append(.init(path: "\(path).default", problem: "default \(mismatch.problem)", expected: mismatch.expected))
        }
    }

    private func validate(
        _ summary: SummaryDescriptor, of intent: IntentDescriptor, at path: String, into problems: inout [ManifestProblem]
    ) {
        func checkName(_ name: String, at path: String) {
            if intent.parameter(named: name) == nil {
                problems.append(.init(path: path, problem: "names unknown parameter '\(name)'", expected: parameterList(intent)))
            }
        }
        func checkSubject(_ subject: SummarySubject, at path: String) {
            if case .parameter(let name) = subject { checkName(name, at: path) }
        }
        switch summary {
        case .summary(let template, let parameters):
            for (index, name) in parameters.enumerated() { checkName(name, at: "\(path).parameters[\(index)]") }
            for name in Self.placeholders(in: template ?? "") { checkName(name, at: "\(path).template") }
        case .when(let condition, let then, let otherwise):
            checkSubject(condition.subject, at: "\(path).condition.parameter")
            validate(then, of: intent, at: "\(path).then", into: &problems)
            if let otherwise { validate(otherwise, of: intent, at: "\(path).otherwise", into: &problems) }
        case .switchCase(let subject, let cases, let defaultCase):
            checkSubject(subject, at: "\(path).parameter")
            for (index, item) in cases.enumerated() {
                validate(item.summary, of: intent, at: "\(path).cases[\(index)].summary", into: &problems)
            }
            if let defaultCase { validate(defaultCase, of: intent, at: "\(path).default", into: &problems) }
        }
    }

    /// The `${name}` placeholders of a summary template.
    static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    // MARK: - Handlers

    private func validate(_ handler: ManifestHandler, into problems: inout [ManifestProblem]) {
        let descriptor = handler.descriptor
        let path = handler.path
        let role = handler.role
        if descriptor.symbol.isEmpty {
            problems.append(
                .init(path: "\(path).symbol", problem: "the handler symbol is empty", expected: "the name of an exported C function"))
        }
        if case .perform = role {
        } else if descriptor.returns != .status && descriptor.returns != .void {
            problems.append(
                .init(
                    path: "\(path).returns", problem: "the \(role) returns \(descriptor.returns.rawValue)",
                    expected: "status or void (only perform handlers return a result value)"))
        }
        let parameterIntent = intent(providingParametersFor: role)
        let allowed = HandlerSignatureRules.allowedSources(for: role, hasConfiguration: parameterIntent != nil)
        var outputs: [HandlerArgumentSource: Int] = [:]
        for (index, argument) in descriptor.arguments.enumerated() {
            let context = ArgumentContext(path: "\(path).arguments[\(index)]", role: role, allowed: allowed, intent: parameterIntent)
            validate(argument, context, outputs: &outputs, into: &problems)
        }
        if case .perform = role {
        } else if outputs[.result] == nil {
            problems.append(
                .init(
                    path: "\(path).arguments", problem: "the \(role) has no result buffer",
                    expected: "an argument {\"type\": \"buffer\", \"source\": \"result\"} for the JSON it answers"))
        }
    }

    /// Where an argument of a handler sits and what may fill it.
    private struct ArgumentContext {
        let path: String
        let role: HandlerRole
        let allowed: [HandlerArgumentSource]
        /// The intent whose parameters `parameter` arguments name, if the role has one.
        let intent: IntentDescriptor?
    }

    /// Checks one argument of a handler: its source fits the role, at most one result and one
    /// error buffer (counted in `outputs`), its C type fits its source, and what it names exists.
    private func validate(
        _ argument: HandlerArgument, _ context: ArgumentContext, outputs: inout [HandlerArgumentSource: Int],
        into problems: inout [ManifestProblem]
    ) {
        let path = context.path
        guard context.allowed.contains(argument.source) else {
            problems.append(
                .init(
                    path: "\(path).source",
                    problem:
                        "source '\(argument.source.rawValue)' (\(HandlerSignatureRules.purpose(of: argument.source))) makes no sense for the \(context.role)",
                    expected: "one of \(context.allowed.map(\.rawValue).joined(separator: ", "))"))
            return
        }
        if argument.source == .result || argument.source == .error {
            outputs[argument.source, default: 0] += 1
            if outputs[argument.source] == 2 {
                problems.append(
                    .init(
                        path: "\(path).source", problem: "a second '\(argument.source.rawValue)' argument",
                        expected: "at most one \(argument.source.rawValue) buffer per handler"))
            }
        }
        if let type = HandlerSignatureRules.cType(of: argument.source), argument.type != type {
            problems.append(
                .init(
                    path: "\(path).type", problem: "source '\(argument.source.rawValue)' passed as \(argument.type.rawValue)",
                    expected: "type \(type.rawValue) for source '\(argument.source.rawValue)'"))
        }
        if argument.source == .constant && argument.value == nil {
            problems.append(
                .init(path: "\(path).value", problem: "a constant argument without a value", expected: "the constant string in \"value\""))
        }
        if argument.source == .parameter, let intent = context.intent {
            validateParameterArgument(argument, of: intent, at: path, into: &problems)
        }
    }

    private func validateParameterArgument(
        _ argument: HandlerArgument, of intent: IntentDescriptor, at path: String, into problems: inout [ManifestProblem]
    ) {
        guard let name = argument.name else {
            problems.append(.init(path: "\(path).name", problem: "a parameter argument without a name", expected: parameterList(intent)))
            return
        }
        guard let parameter = intent.parameter(named: name) else {
            problems.append(
                .init(
                    path: "\(path).name", problem: "names unknown parameter '\(name)' of intent \(intent.id)",
                    expected: parameterList(intent)))
            return
        }
        let kind = parameter.isArray ? "\(parameter.type.displayName) array" : parameter.type.displayName
        let types = HandlerSignatureRules.cTypes(for: parameter)
        if !types.contains(argument.type) {
            problems.append(
                .init(
                    path: "\(path).type", problem: "parameter '\(name)' (\(kind)) cannot be passed as \(argument.type.rawValue)",
                    expected: "type \(types.map(\.rawValue).joined(separator: " or "))"))
        } else if parameter.isOptional && argument.type != .string {
            problems.append(
                .init(
                    path: "\(path).type",
                    problem:
                        "optional parameter '\(name)' (\(kind)) cannot be passed as \(argument.type.rawValue): an absent value has no \(argument.type.rawValue) form",
                    expected: "a non-optional parameter, or the request source"))
        }
    }

    /// The intent whose parameters `parameter` arguments of `role` name.
    private func intent(providingParametersFor role: HandlerRole) -> IntentDescriptor? {
        switch role {
        case .perform(let id): return manifest.intent(id: id)
        case .widget(let kind, _): return manifest.widget(kind: kind)?.configurationIntent.flatMap(manifest.intent(id:))
        case .query, .options, .preview: return nil
        }
    }

    private func parameterList(_ intent: IntentDescriptor) -> String {
        intent.parameters.isEmpty
            ? "no parameter: intent \(intent.id) has none"
            : "a parameter of intent \(intent.id): \(intent.parameters.map(\.name).joined(separator: ", "))"
    }

    private func list(_ noun: String, _ ids: [String]) -> String {
        ids.isEmpty
            ? "an \(noun) declared in the manifest (it declares none)" : "one of the manifest's \(noun) ids: \(ids.joined(separator: ", "))"
    }
}
