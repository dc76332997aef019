import Foundation
import WidgetHost

/// The subcommands, and the dispatch from a command line to one of them.
enum CommandRegistry {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [CommandDescriptor] = [
        CommandDescriptor(InspectCommand.self), CommandDescriptor(QueryCommand.self), CommandDescriptor(PerformCommand.self),
        CommandDescriptor(TimelineCommand.self), CommandDescriptor(AddCommand.self), CommandDescriptor(ConfigureCommand.self),
        CommandDescriptor(ListCommand.self), CommandDescriptor(TapCommand.self), CommandDescriptor(ReloadCommand.self),
        CommandDescriptor(RemoveCommand.self), CommandDescriptor(RunCommand.self), CommandDescriptor(RenderCommand.self),
        CommandDescriptor(WatchCommand.self), CommandDescriptor(LogsCommand.self),
        CommandDescriptor(PreviewCommand.self), CommandDescriptor(PluginsCommand.self),
        CommandDescriptor(PluginsShowCommand.self), CommandDescriptor(PluginsApproveCommand.self),
        CommandDescriptor(PluginsDenyNetworkCommand.self), CommandDescriptor(PluginsAllowNetworkCommand.self),
        CommandDescriptor(DefaultsCommand.self),
        CommandDescriptor(ServeCommand.self), CommandDescriptor(DesktopCommand.self), CommandDescriptor(NewCommand.self),
        CommandDescriptor(ValidateCommand.self), CommandDescriptor(AssetSymbolsCommand.self),
        CommandDescriptor(HelpCommand.self),
    ]

    /// Commands that run but are not listed (in help, completions or the man page): what `scripts/install.sh` calls.
    static let hiddenCommands: [CommandDescriptor] = [
        CommandDescriptor(GenerateCompletionsCommand.self), CommandDescriptor(GenerateManpageCommand.self),
    ]

    /// Runs `widgethost` with `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String], environment: [String: String], console: Console = Console()) -> ExitCode {
        do {
            return try dispatch(arguments, environment: environment, console: console)
        } catch {
            return ErrorReporter.report(error, on: console, json: arguments.prefix { $0 != "--" }.contains(GlobalOptions.json.names[0]))
        }
    }

    private static func dispatch(_ arguments: [String], environment: [String: String], console: Console) throws -> ExitCode {
        guard let commandIndex = commandIndex(in: arguments) else {
            let globals = try GlobalOptions(CommandLineParser(options: GlobalOptions.all, location: "widgethost").parse(arguments))
            if globals.version {
                console.print(globals.json ? try HelpJSON.version() : HelpJSON.versionLine)
                return .success
            }
            if globals.help {
                console.print(globals.json ? try HelpJSON.general(commands) : HelpFormatter.general(commands))
                return .success
            }
            throw UsageError(
                problem: "no command given", location: "widgethost",
                expected: "one of \(commands.map(\.name).joined(separator: ", ")) (see widgethost --help)")
        }
        var name = arguments[commandIndex]
        var rest = arguments
        let runnable = commands + hiddenCommands
        if commandIndex + 1 < arguments.count, runnable.contains(where: { $0.name == "\(name) \(arguments[commandIndex + 1])" }) {
            name += " \(arguments[commandIndex + 1])"
            rest.remove(at: commandIndex + 1)
        }
        guard let command = runnable.first(where: { $0.name == name }) else {
            throw UsageError(
                problem: "unknown command \(EchoedInput.quoted(name))", location: "widgethost",
                expected: "one of \(commands.map(\.name).joined(separator: ", ")) (see widgethost --help)")
        }
        rest.remove(at: commandIndex)
        let parsed = try CommandLineParser(options: command.options + GlobalOptions.all, location: "command \(name)").parse(rest)
        let globals = try GlobalOptions(parsed)
        if globals.help {
            console.print(globals.json ? try HelpJSON.command(command) : HelpFormatter.command(command))
            return .success
        }
        if globals.version {
            console.print(globals.json ? try HelpJSON.version() : HelpJSON.versionLine)
            return .success
        }
        let context = CommandContext(globals: globals, console: console, environment: environment)
        defer { context.finish() }
        return try command.execute(parsed, context)
    }

    /// The index of the first token that is neither a global option nor its value.
    private static func commandIndex(in arguments: [String]) -> Int? {
        var index = 0
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" { return index + 1 < arguments.count ? index + 1 : nil }
            guard token.hasPrefix("-") else { return index }
            let spelling = String(token.prefix { $0 != "=" })
            if let option = GlobalOptions.all.first(where: { $0.names.contains(spelling) }), option.valueName != nil, !token.contains("=") {
                index += 1
            }
            index += 1
        }
        return nil
    }
}
