import WidgetHost
import WidgetWire

/// `widgethost perform PLUGIN INTENT [--param NAME=VALUE]...`.
struct PerformCommand: CLICommand {
    static let name = "perform"
    static let summary = "Perform an intent and print its result"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories"),
        ArgumentSpec(name: "INTENT", help: "The intent's id (see inspect)"),
    ]
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A parameter value (repeatable)")
    static let options = [param]
    static let usage = "PLUGIN INTENT [--param NAME=VALUE]..."
    static let discussion = """
        Values are checked against the manifest before the plugin runs: Int and Double as numbers within
        their bounds, Bool as true/false/yes/no/1/0, Date as ISO 8601 (2024-05-01 or 2024-05-01T10:00:00Z),
        URL absolute, enum cases by raw value or title, entities by id (verified with the entity's query),
        lists comma-separated (a, b) or as a JSON array (["a", "b"]). Parameters left out take their defaults.

        Example:
          widgethost perform Counter AddIntent --param value=10
        """

    let plugin: String
    let intent: String
    let assignments: [String]

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        plugin = positionals[0]
        intent = positionals[1]
        assignments = parsed.values(Self.param)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        // A perform changes what instances show (by id or by path), so it runs over the state directory.
        let result = try context.loadPlugin(plugin, createsState: true).perform(
            intent: intent, assignments: assignments)
        if context.globals.json {
            try context.console.printJSON(result)
            return .success
        }
        var lines: [String] = []
        if let value = result.value { lines.append("Result: \(value.text(.literal))") }
        if let dialog = result.dialog { lines.append(dialog) }
        context.console.print(lines: lines.isEmpty ? ["Done."] : lines)
        return .success
    }
}
