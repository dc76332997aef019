import WidgetHost

/// `widgethost help [COMMAND]`: the general help, or a command's.
struct HelpCommand: CLICommand {
    static let name = "help"
    static let summary = "Show help for widgethost or for a command"
    static let arguments = [ArgumentSpec(name: "COMMAND", help: "The command to explain (optional)")]
    static let usage = "[COMMAND]"

    let command: String?

    init(_ parsed: ParsedArguments) throws {
        guard parsed.positionals.count <= 1 else {
            throw UsageError(problem: "too many arguments", location: "command help", expected: "widgethost help [COMMAND]")
        }
        command = parsed.positionals.first
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let json = context.globals.json
        guard let command else {
            context.console.print(json ? try HelpJSON.general(CommandRegistry.commands) : HelpFormatter.general(CommandRegistry.commands))
            return .success
        }
        guard let type = CommandRegistry.commands.first(where: { $0.name == command }) else {
            throw UsageError(
                problem: "unknown command \(EchoedInput.quoted(command))", location: "command help",
                expected: "one of \(CommandRegistry.commands.map(\.name).joined(separator: ", "))")
        }
        context.console.print(json ? try HelpJSON.command(type) : HelpFormatter.command(type))
        return .success
    }
}
