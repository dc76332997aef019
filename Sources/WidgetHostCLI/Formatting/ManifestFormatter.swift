import Foundation
import WidgetHost
import WidgetWire

/// The readable text of `widgethost inspect`: plugin info, widgets, intents (parameters,
/// summaries, handlers), entities and enums.
struct ManifestFormatter {
    let plugin: LoadedPlugin
    /// The plugin's data directory as its instances use it.
    let dataDirectory: URL
    private var manifest: PluginManifest { plugin.manifest }

    init(plugin: LoadedPlugin, dataDirectory: URL) {
        self.plugin = plugin
        self.dataDirectory = dataDirectory
    }

    func lines() -> [String] {
        var lines = header()
        lines += section("Widgets", manifest.widgets.flatMap(widget))
        if !manifest.unsupportedWidgets.isEmpty {
            lines += section("Not supported on this platform", manifest.unsupportedWidgets.flatMap(unsupported))
        }
        lines += section("Intents", manifest.intents.flatMap(intent))
        lines += section("Entities", manifest.entities.flatMap(entity))
        lines += section("Enums", manifest.enums.flatMap(enumeration))
        // Titles and descriptions are the plugin's strings: their control characters are escaped.
        return lines.map { ControlCharacters.escaped($0) }
    }

    private func header() -> [String] {
        let info = manifest.plugin
        var lines = ["\(info.name) \(info.version) (\(info.id))"]
        lines.append("  id:    \(plugin.id)")
        lines.append("  file:  \(plugin.path)")
        lines.append("  ABI:   \(plugin.abiVersion) (this host: \(ABIVersion.host))")
        if let sdk = info.sdk { lines.append("  SDK:   \(sdk)") }
        lines.append("  data:  \(dataDirectory.path)")
        if let worker = plugin.workerStatus {
            lines.append("  runs:  in a worker process\(worker.processID.map { " (pid \($0))" } ?? "")")
        }
        return lines
    }

    private func section(_ title: String, _ body: [String]) -> [String] {
        ["", body.isEmpty ? "\(title): none" : "\(title):"] + body
    }

    // MARK: - Widgets

    private func widget(_ widget: WidgetDescriptor) -> [String] {
        var lines = ["  \(widget.kind): \(widget.displayName)"]
        if !widget.description.isEmpty { lines.append("    \(widget.description)") }
        lines.append("    families: \(widget.families.map(\.rawValue).joined(separator: ", "))")
        lines.append("    configuration: \(widget.configurationIntent ?? "none (static)")")
        lines.append("    placeholder: \(signature(widget.placeholder))")
        lines.append("    snapshot:    \(signature(widget.snapshot))")
        lines.append("    timeline:    \(signature(widget.timeline))")
        return lines
    }

    private func unsupported(_ widget: UnsupportedWidgetDescriptor) -> [String] {
        ["  \(widget.name): \(widget.feature)", "    \(widget.reason); the other widgets work"]
    }

    // MARK: - Intents

    private func intent(_ intent: IntentDescriptor) -> [String] {
        var title = "  \(intent.id): \(intent.title)"
        if intent.isConfiguration { title += " (configuration)" }
        var lines = [title]
        if let description = intent.description, !description.isEmpty { lines.append("    \(description)") }
        if intent.parameters.isEmpty {
            lines.append("    parameters: none")
        } else {
            lines.append("    parameters:")
            let width = (intent.parameters.map(\.name.count).max() ?? 0) + 1
            for parameter in intent.parameters {
                lines.append(
                    "      " + (parameter.name + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0) + describe(parameter))
            }
        }
        if let valueParameter = intent.valueParameter { lines.append("    toggle value: \(valueParameter)") }
        if let summary = intent.summary {
            lines.append("    summary:")
            lines += self.summary(summary, indent: 6)
        }
        lines.append("    perform: \(intent.perform.map(signature) ?? "none")")
        return lines
    }

    private func describe(_ parameter: ParameterDescriptor) -> String {
        var parts = [parameter.isArray ? "[\(parameter.type.displayName)]" : parameter.type.displayName]
        parts.append(parameter.isOptional ? "optional" : "required")
        if let value = parameter.defaultValue { parts.append("default \(value.text(.literal))") }
        if let bounds = parameter.bounds {
            let lower = bounds.lowerBound.map(number) ?? "-∞"
            let upper = bounds.upperBound.map(number) ?? "∞"
            parts.append("bounds \(lower)…\(upper)")
        }
        if parameter.options != nil { parts.append("options (query --options)") }
        var text = parts.joined(separator: ", ")
        if parameter.title.lowercased() != parameter.name.lowercased() { text += " — \"\(parameter.title)\"" }
        return text
    }

    private func summary(_ summary: SummaryDescriptor, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch summary {
        case .summary(let template, let parameters):
            let shown = "shows " + (parameters.isEmpty ? "no parameters" : parameters.joined(separator: ", "))
            return [pad + (template.map { "\"\($0)\"; " } ?? "") + shown]
        case .when(let condition, let then, let otherwise):
            var lines = ["\(pad)When \(describe(condition)):"] + self.summary(then, indent: indent + 2)
            if let otherwise { lines += ["\(pad)Otherwise:"] + self.summary(otherwise, indent: indent + 2) }
            return lines
        case .switchCase(let subject, let cases, let defaultCase):
            var lines = ["\(pad)Switch on \(describe(subject)):"]
            for item in cases {
                lines.append("\(pad)  Case \(item.values.map { $0.text(.literal) }.joined(separator: ", ")):")
                lines += self.summary(item.summary, indent: indent + 4)
            }
            if let defaultCase { lines += ["\(pad)  Default:"] + self.summary(defaultCase, indent: indent + 4) }
            return lines
        }
    }

    private func describe(_ condition: SummaryCondition) -> String {
        let subject = describe(condition.subject)
        let values = condition.values.map { $0.text(.literal) }.joined(separator: ", ")
        switch condition.comparison {
        case .equalTo: return "\(subject) = \(values)"
        case .notEqualTo: return "\(subject) ≠ \(values)"
        case .lessThan: return "\(subject) < \(values)"
        case .lessThanOrEqualTo: return "\(subject) ≤ \(values)"
        case .greaterThan: return "\(subject) > \(values)"
        case .greaterThanOrEqualTo: return "\(subject) ≥ \(values)"
        case .hasAnyValue: return "\(subject) has a value"
        case .hasNoValue: return "\(subject) has no value"
        case .oneOf: return "\(subject) is one of \(values)"
        case .noneOf: return "\(subject) is none of \(values)"
        case .contains: return "\(subject) contains \(values)"
        case .doesNotContain: return "\(subject) does not contain \(values)"
        case .hasPrefix: return "\(subject) starts with \(values)"
        case .hasSuffix: return "\(subject) ends with \(values)"
        }
    }

    private func describe(_ subject: SummarySubject) -> String {
        switch subject {
        case .parameter(let name): name
        case .widgetFamily: "the widget family"
        }
    }

    // MARK: - Entities and enums

    private func entity(_ entity: EntityDescriptor) -> [String] {
        var lines = ["  \(entity.id): \(entity.typeDisplayName)"]
        lines.append("    queries: \(entity.queries.supportedOperations.map(queryName).joined(separator: ", "))")
        return lines
    }

    private func queryName(_ operation: QueryOperation) -> String {
        switch operation {
        case .entities: "entities(for:) --ids"
        case .suggested: "suggestedEntities() --suggested"
        case .matching: "entities(matching:) --matching"
        case .defaultResult: "defaultResult() --default"
        case .all: "allEntities() --all"
        }
    }

    private func enumeration(_ enumType: EnumDescriptor) -> [String] {
        var lines = ["  \(enumType.id): \(enumType.typeDisplayName)"]
        let width = (enumType.cases.map(\.value.count).max() ?? 0) + 1
        for item in enumType.cases {
            var line = "    " + (item.value + ":").padding(toLength: width + 1, withPad: " ", startingAt: 0) + item.title
            if let subtitle = item.subtitle { line += " — \(subtitle)" }
            lines.append(line)
        }
        return lines
    }

    // MARK: - Handlers

    /// `int32 good_add(int64 value, double scale, string label)`, naming each argument by its source.
    private func signature(_ handler: HandlerDescriptor) -> String {
        let arguments = handler.arguments.map { argument -> String in
            switch argument.source {
            case .parameter: "\(argument.type.rawValue) \(argument.name ?? "?")"
            case .constant: "\(argument.type.rawValue) \"\(argument.value ?? "")\""
            default: "\(argument.type.rawValue) <\(argument.source.rawValue)>"
            }
        }
        return "\(handler.returns.rawValue) \(handler.symbol)(\(arguments.joined(separator: ", ")))"
    }

    private func number(_ value: Double) -> String { JSONValue.numberText(value) }
}
