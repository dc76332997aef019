import WidgetHost
import WidgetWire

/// `widgethost add [PLUGIN] KIND [--plugin PLUGIN] [--family F] [--param NAME=VALUE]...`: the plugin first, as
/// `render`, `timeline` and `perform` take it, or with `--plugin`, or left out when one plugin declares KIND.
struct AddCommand: CLICommand {
    static let name = "add"
    static let summary = "Add a widget instance and print its id"
    static let arguments = [ArgumentSpec(name: "KIND", help: "The widget's kind (see inspect)")]
    static let plugin = OptionSpec("--plugin", value: "PLUGIN", help: "The plugin declaring KIND (default: the one plugin that does)")
    static let family = OptionSpec("--family", value: "FAMILY", help: "The widget family (default: the widget's first)")
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A configuration value (repeatable)")
    static let options = [plugin, family, param]
    static let usage = "[PLUGIN] KIND [--plugin PLUGIN] [--family FAMILY] [--param NAME=VALUE]..."
    static let discussion = """
        Values are checked against the widget's configuration intent; parameters left out take their
        defaults, entities their query's defaultResult(), and entity ids are verified with entities(for:).
        The first timeline is loaded at once. Bad input stores nothing. A running daemon picks the
        new instance up at once.

        The plugin may come first (widgethost add Counter MyWidget), as render and perform take it.

        Example:
          widgethost add MyWidget --family systemMedium
          widgethost add Ticker --param policy=after --param delay=30
        """

    let kind: String
    let plugin: String?
    let familyName: String?
    let assignments: [String]

    init(_ parsed: ParsedArguments) throws {
        let given = parsed.positionals
        if given.count == 2 {
            if let option = parsed.value(Self.plugin) {
                throw UsageError(
                    problem: "the plugin is given twice, as \(EchoedInput.quoted(given[0])) and --plugin \(EchoedInput.quoted(option))",
                    location: "command add", expected: "widgethost add PLUGIN KIND, or widgethost add KIND --plugin PLUGIN")
            }
            (plugin, kind) = (given[0], given[1])
        } else {
            kind = try Self.positionals(parsed)[0]
            plugin = parsed.value(Self.plugin)
        }
        familyName = parsed.value(Self.family)
        assignments = parsed.values(Self.param)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        let report = try runtime.add(kind: kind, plugin: plugin, family: familyName, assignments: assignments)
        if context.globals.json {
            try context.console.printJSON(InstanceReport(try runtime.instance(report.id), at: runtime.now))
        } else {
            context.console.print(report.id.description)
        }
        guard report.state.isOK else {
            context.console.printError("error: instance \(report.id) was added, but its first timeline failed: \(report.state)")
            return .failure
        }
        if !assignments.isEmpty, let form = try? runtime.configurationForm(report.id) {
            for line in OptionNotes.lines(form, assignments: assignments, instance: report.id) { context.console.printError(line) }
        }
        return .success
    }
}
