/// `widgethost generate-manpage` (hidden): `widgethost.1`, generated from ``CommandRegistry/commands``,
/// for `scripts/install.sh`.
struct GenerateManpageCommand: CLICommand {
    static let name = "generate-manpage"
    static let summary = "Print the man page widgethost.1 (troff)"
    static let arguments: [ArgumentSpec] = []
    static let usage = ""

    init(_ parsed: ParsedArguments) throws { _ = try Self.positionals(parsed) }

    func run(in context: CommandContext) throws -> ExitCode {
        context.console.print(ManPage.page(CommandRegistry.commands, global: GlobalOptions.all))
        return .success
    }
}
