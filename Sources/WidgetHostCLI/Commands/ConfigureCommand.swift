import WidgetHost
import WidgetRuntime
import WidgetWire

/// `widgethost configure ID [--param NAME=VALUE]... [--matching TEXT]`.
struct ConfigureCommand: CLICommand {
    static let name = "configure"
    static let summary = "Show or change a widget instance's configuration"
    static let arguments = [ArgumentSpec(name: "ID", help: "The instance (see list)")]
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A new value (repeatable)")
    static let matching = OptionSpec("--matching", value: "TEXT", help: "List the entities matching TEXT as choices")
    static let options = [param, matching]
    static let usage = "ID [--param NAME=VALUE]... [--matching TEXT]"
    static let discussion = """
        Without --param, shows the parameters the widget's parameter summary makes visible for the
        current values and family (its When/otherwise and Switch conditions evaluated), each with its
        current value, and the choices for enums and entities (suggested entities, or with --matching
        the entities matching TEXT) and for parameters with options (@Parameter(optionsProvider:)).

        With --param, changes those values (the others stay), checks them like add, and reloads at once.

        Example:
          widgethost configure 3
          widgethost configure 3 --matching par
          widgethost configure 3 --param city=paris
        """

    let id: InstanceID
    let assignments: [String]
    let matchingText: String?

    init(_ parsed: ParsedArguments) throws {
        id = try InstanceArgument.parse(try Self.positionals(parsed)[0], command: Self.name)
        assignments = parsed.values(Self.param)
        matchingText = parsed.value(Self.matching)
        if !assignments.isEmpty && matchingText != nil {
            throw UsageError(
                problem: "--matching shows choices and --param changes values", location: "command configure", expected: "one of them")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        if !assignments.isEmpty {
            let report = try runtime.configure(id, assignments: assignments)
            if context.globals.json {
                try context.console.printJSON(InstanceReport(try runtime.instance(id), at: runtime.now))
            } else {
                context.console.print("Configured #\(id): \(InstanceText(dates: DateText()).reload(report))")
            }
            return report.state.isOK ? .success : .failure
        }
        let form = try runtime.configurationForm(id, matching: matchingText)
        if context.globals.json {
            try context.console.printJSON(form)
        } else {
            context.console.print(lines: FormText.lines(form, instance: try runtime.instance(id)))
        }
        return .success
    }
}

/// The text of `widgethost configure ID`.
enum FormText {
    static func lines(_ form: ConfigurationForm, instance: WidgetInstance) -> [String] {
        var lines = ["#\(form.instance) \(form.kind) (plugin \(instance.pluginID)), \(form.family.rawValue)"]
        guard form.intent != nil else { return lines + ["No configuration: this widget is static."] }
        if let summary = form.summary { lines.append("Summary: \(summary)") }
        lines.append(form.fields.isEmpty ? "No parameters are shown for these values." : "Parameters:")
        for field in form.fields {
            var line = "  \(field.name) = " + (field.value.map(ValueText.describe) ?? "(none)")
            if let title = field.valueTitle { line += " (\(title))" }
            line += "  — \(field.title), \(field.type)\(field.isOptional ? ", optional" : "")"
            lines.append(line)
            if let note = field.note { lines.append("    note: \(note)") }
            if let choices = field.choices {
                let shown = choices.map { choice in
                    choice.title == choice.value ? choice.value : "\(choice.value) (\(choice.title))"
                }
                lines.append("    choices: " + (shown.isEmpty ? "none" : shown.joined(separator: ", ")))
            }
        }
        if !form.hidden.isEmpty { lines.append("Hidden for these values: \(form.hidden.joined(separator: ", "))") }
        lines.append("Change with: widgethost configure \(form.instance) --param NAME=VALUE")
        return lines
    }
}
