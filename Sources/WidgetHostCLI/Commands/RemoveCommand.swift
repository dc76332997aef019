import WidgetHost
import WidgetRuntime

/// `widgethost remove ID`.
struct RemoveCommand: CLICommand {
    static let name = "remove"
    static let summary = "Remove a widget instance"
    static let arguments = [ArgumentSpec(name: "ID", help: "The instance (see list)")]
    static let usage = "ID"

    let id: InstanceID

    init(_ parsed: ParsedArguments) throws {
        id = try InstanceArgument.parse(try Self.positionals(parsed)[0], command: Self.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        try context.runtime().remove(id)
        if context.globals.json {
            try context.console.printJSON(["removed": id])
        } else {
            context.console.print("Removed #\(id).")
        }
        return .success
    }
}
