import Foundation
import WidgetRuntime

/// `widgethost logs [-f]`: the daemon's log.
struct LogsCommand: CLICommand {
    static let name = "logs"
    static let summary = "Show the daemon's and the plugins' log lines, with their times (-f: follow)"
    static let arguments: [ArgumentSpec] = []
    static let follow = OptionSpec("-f", "--follow", help: "Keep printing lines as they are written, until Ctrl-C")
    static let options = [follow]
    static let usage = "[-f]"
    static let discussion = """
        widgethost run and serve write a line per reload (with its reason) and the host's and
        plugins' log lines (info and up) to <state>/logs/widgethost.log, each stamped with its
        time. The log is rotated at 1 MiB into widgethost.log.1 and .2, so it never takes more
        than three files. logs prints them, oldest first; with -f it then waits (inotify, not
        polling) and prints each new line, across rotations.

        Example:
          widgethost logs
          widgethost logs -f
        """

    let follows: Bool

    init(_ parsed: ParsedArguments) throws {
        _ = try Self.positionals(parsed)
        follows = parsed.flag(Self.follow)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        signal(SIGPIPE, SIG_IGN)
        let console = context.console
        try RuntimeLogFollower(RuntimeLogFile(stateDirectory: context.stateDirectory)).run(follow: follows) { console.printLine($0) }
        return .success
    }
}
