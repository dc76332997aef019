import WidgetHost

/// A `widgethost` subcommand: how it is called, and what it does.
///
/// To add a command, write a type conforming to this protocol in `Commands/` and list it in
/// ``CommandRegistry/commands``; parsing, `--help` and error reporting come for free.
protocol CLICommand: Sendable {
    /// The subcommand's name (`perform`).
    static var name: String { get }
    /// One line saying what it does.
    static var summary: String { get }
    /// The positional arguments, in order.
    static var arguments: [ArgumentSpec] { get }
    /// The command's own options (global options are added automatically).
    static var options: [OptionSpec] { get }
    /// The usage line after `widgethost <name>` (`PLUGIN INTENT [--param NAME=VALUE]...`).
    static var usage: String { get }
    /// More help: examples and details.
    static var discussion: String { get }

    /// Reads the command's arguments; throws for missing or extra ones.
    init(_ parsed: ParsedArguments) throws

    /// Runs the command and returns its exit code.
    func run(in context: CommandContext) throws -> ExitCode
}

extension CLICommand {
    static var options: [OptionSpec] { [] }
    static var discussion: String { "" }

    /// The positional arguments of `parsed`, exactly as many as ``arguments`` lists.
    static func positionals(_ parsed: ParsedArguments) throws(UsageError) -> [String] {
        let given = parsed.positionals
        if given.count < arguments.count {
            let missing = arguments[given.count...].map(\.name).joined(separator: " ")
            throw UsageError(problem: "missing \(missing)", location: "command \(name)", expected: "widgethost \(name) \(usage)")
        }
        if given.count > arguments.count {
            let extra = given[arguments.count...].map { "\(EchoedInput.quoted($0))" }.joined(separator: " ")
            throw UsageError(problem: "unexpected argument \(extra)", location: "command \(name)", expected: "widgethost \(name) \(usage)")
        }
        return given
    }
}

/// A command's description and a way to run it, without the command's type.
struct CommandDescriptor: Sendable {
    let name: String
    let summary: String
    let arguments: [ArgumentSpec]
    let options: [OptionSpec]
    let usage: String
    let discussion: String
    /// Reads the arguments and runs the command.
    let execute: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    init<Command: CLICommand>(_ command: Command.Type) {
        name = command.name
        summary = command.summary
        arguments = command.arguments
        options = command.options
        usage = command.usage
        discussion = command.discussion
        execute = { parsed, context in try Command(parsed).run(in: context) }
    }
}

/// A process exit code.
struct ExitCode: Equatable, Sendable {
    let rawValue: Int32

    /// Success.
    static let success = ExitCode(rawValue: 0)
    /// The plugin ran and failed, or the host could not do its work.
    static let failure = ExitCode(rawValue: 1)
    /// Bad input of any kind: usage, a plugin that cannot load, unknown names, invalid values.
    static let badInput = ExitCode(rawValue: 2)
}
