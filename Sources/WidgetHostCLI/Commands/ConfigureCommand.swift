import WidgetHost
import WidgetRuntime
import WidgetWire

/// `widgethost configure ID [--param NAME=VALUE]... [--matching TEXT] [--position X,Y [--output NAME]]`.
struct ConfigureCommand: CLICommand {
    static let name = "configure"
    static let summary = "Show or change a widget instance's configuration"
    static let arguments = [ArgumentSpec(name: "ID", help: "The instance (see list)")]
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A new value (repeatable)")
    static let matching = OptionSpec("--matching", value: "TEXT", help: "List the entities matching TEXT as choices")
    static let options = [param, matching, PositionOptions.position, PositionOptions.output]
    static let usage = "ID [--param NAME=VALUE]... [--matching TEXT] [--position X,Y [--output NAME]]"
    static let discussion = """
        Without --param, shows the parameters the widget's parameter summary makes visible for the
        current values and family (its When/otherwise and Switch conditions evaluated), each with its
        current value, and the choices for enums and entities (suggested entities, or with --matching
        the entities matching TEXT) and for parameters with options (@Parameter(optionsProvider:)).

        With --param, changes those values (the others stay), checks them like add, and reloads at once.

        With --position X,Y (and --output NAME), stores where widgethost desktop puts the
        instance's window: X,Y points from the top-left corner of the monitor of output NAME (its
        connector, as xrandr --listmonitors or swaymsg -t get_outputs names it; the primary one
        without --output). A running desktop moves the window at once.

        Example:
          widgethost configure 3
          widgethost configure 3 --matching par
          widgethost configure 3 --param city=paris
          widgethost configure 3 --position 40,300 --output HDMI-1
        """

    let id: InstanceID
    let assignments: [String]
    let matchingText: String?
    let position: InstancePosition?

    init(_ parsed: ParsedArguments) throws {
        id = try InstanceArgument.parse(try Self.positionals(parsed)[0], command: Self.name)
        assignments = parsed.values(Self.param)
        matchingText = parsed.value(Self.matching)
        if !assignments.isEmpty && matchingText != nil {
            throw UsageError(
                problem: "--matching shows choices and --param changes values", location: "command configure", expected: "one of them")
        }
        position = try PositionOptions(parsed).position
        if position != nil && (!assignments.isEmpty || matchingText != nil) {
            throw UsageError(
                problem: "--position places the window and \(matchingText != nil ? "--matching shows choices" : "--param changes values")",
                location: "command configure", expected: "one of them")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        if let position {
            _ = try runtime.instance(id)
            try runtime.positions.setPosition(position, of: id)
            _ = DaemonNotifier(stateDirectory: context.stateDirectory).notify([id])
            context.console.print(
                "Placed #\(id) at \(position.x),\(position.y)\(position.output.map { " on \($0)" } ?? "") (widgethost desktop)")
            return .success
        }
        if !assignments.isEmpty {
            let report = try runtime.configure(id, assignments: assignments)
            if context.globals.json {
                try context.console.printJSON(InstanceReport(try runtime.instance(id), at: runtime.now))
            } else {
                context.console.print("Configured #\(id): \(InstanceText(dates: DateText()).reload(report))")
            }
            if let form = try? runtime.configurationForm(id) {
                for line in OptionNotes.lines(form, assignments: assignments, instance: id) { context.console.printError(line) }
            }
            return report.state.isOK ? .success : .failure
        }
        let form = try runtime.configurationForm(id, matching: matchingText)
        if context.globals.json {
            try context.console.printJSON(FormReport(instance: id, form: form))
        } else {
            context.console.print(lines: FormText.lines(form, instance: id))
        }
        return form.hasProblems ? .failure : .success
    }
}

/// The JSON of `widgethost configure ID --json`: the instance, and its form (the shown fields
/// in `fields`, the names of the hidden ones in `hidden`).
struct FormReport: Encodable {
    let instance: InstanceID
    let form: ConfigurationForm

    private enum CodingKeys: String, CodingKey { case instance }

    func encode(to encoder: any Encoder) throws {
        try form.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(instance, forKey: .instance)
    }
}

/// The text of `widgethost configure ID`.
enum FormText {
    static func lines(_ form: ConfigurationForm, instance: InstanceID) -> [String] {
        var lines = ["#\(instance) \(form.kind) (plugin \(form.plugin)), \(form.family.rawValue)"]
        guard form.intent != nil else { return lines + ["No configuration: this widget is static."] }
        if let summary = form.summary { lines.append("Summary: \(summary)") }
        lines.append(form.fields.isEmpty ? "No parameters are shown for these values." : "Parameters:")
        for field in form.fields { lines += self.lines(field) }
        if !form.hidden.isEmpty { lines.append("Hidden for these values: \(form.hidden.joined(separator: ", "))") }
        let failed = form.hiddenFields.filter { !$0.problems.isEmpty }
        for field in failed { lines += field.problems.map { "  \(field.name): error: \($0)" } }
        lines.append("Change with: widgethost configure \(instance) --param NAME=VALUE")
        return lines
    }

    private static func lines(_ field: ConfigurationForm.Field) -> [String] {
        var line = "  \(field.name) = " + (field.wireValue.map { $0.text(.literal) } ?? "(none)")
        if let title = field.valueTitle { line += " (\(title))" }
        line += "  — \(field.title), \(field.type)\(field.isOptional ? ", optional" : "")"
        var lines = [line]
        lines += field.notes.map { "    note: \($0)" }
        lines += field.problems.map { "    error: \($0)" }
        if let choices = field.choices {
            let shown = choices.map { choice in choice.title == choice.value ? choice.value : "\(choice.value) (\(choice.title))" }
            lines.append("    choices: " + (shown.isEmpty ? "none" : shown.joined(separator: ", ")))
        }
        return lines
    }
}
