import WidgetHost
import WidgetWire

/// `widgethost list`.
struct ListCommand: CLICommand {
    static let name = "list"
    static let summary = "List the widget instances, their state and next reload"
    static let arguments: [ArgumentSpec] = []
    static let usage = ""
    static let discussion = """
        An instance whose configured entity no longer resolves is listed as unresolved, naming the
        parameter and the id; it shows its last good timeline until it is configured again. An instance
        whose plugin file changed since it was approved is listed as changed, with the command that approves it.
        """

    init(_ parsed: ParsedArguments) throws { _ = try Self.positionals(parsed) }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        let instances = try runtime.storedInstances()
        let now = runtime.now
        if context.globals.json {
            try context.console.printJSON(instances.map { InstanceReport($0, at: now) })
            return .success
        }
        guard !instances.isEmpty else {
            context.console.print("No widget instances. Add one with: widgethost add KIND")
            return .success
        }
        let text = InstanceText(dates: DateText())
        for instance in instances {
            context.console.print(
                lines: [
                    text.title(instance),
                    "  state: \(runtime.pinProblem(for: instance).map { "changed: \($0.summary)" } ?? text.state(instance))",
                    "  shows \(text.entry(instance, at: now)); \(text.next(instance.pendingReload))",
                ])
        }
        return .success
    }
}
