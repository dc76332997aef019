import WidgetHost

/// `widgethost generate-completions bash|zsh|fish` (hidden): the shell's completion script,
/// generated from ``CommandRegistry/commands``, for `scripts/install.sh`.
struct GenerateCompletionsCommand: CLICommand {
    static let name = "generate-completions"
    static let summary = "Print the completion script of a shell (bash, zsh or fish)"
    static let arguments = [ArgumentSpec(name: "SHELL", help: "bash, zsh or fish")]
    static let usage = "SHELL"

    /// The shells there is a script for.
    static let shells = ["bash", "zsh", "fish"]

    let shell: String

    init(_ parsed: ParsedArguments) throws {
        shell = try Self.positionals(parsed)[0]
        guard Self.shells.contains(shell) else {
            throw UsageError(
                problem: "no completions for the shell \(EchoedInput.quoted(shell))", location: "command \(Self.name)",
                expected: "one of \(Self.shells.joined(separator: ", "))")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let tree = CommandTree(CommandRegistry.commands)
        switch shell {
        case "bash": context.console.print(BashCompletion.script(tree, global: GlobalOptions.all))
        case "zsh": context.console.print(ZshCompletion.script(tree, global: GlobalOptions.all))
        default: context.console.print(FishCompletion.script(tree, global: GlobalOptions.all))
        }
        return .success
    }
}
