import Foundation
import WidgetDashboard
import WidgetHost
import WidgetRender
import WidgetRuntime

/// `widgethost serve`: the live web dashboard, which is also the state directory's daemon.
struct ServeCommand: CLICommand {
    static let name = "serve"
    static let summary = "Serve the live web dashboard (and run the scheduler) until Ctrl-C"
    static let arguments: [ArgumentSpec] = []
    static let host = OptionSpec("--host", value: "ADDRESS", help: "The IP address to listen on (default 127.0.0.1: this machine only)")
    static let port = OptionSpec("--port", value: "N", help: "The port to listen on (default 8080; 0 picks a free one)")
    static let appearance = OptionSpec("--appearance", value: "APPEARANCE", help: "Draw the widgets light or dark (default light)")
    static let options = [host, port, appearance, RunCommand.dailyBudget, RunCommand.minInterval, RunCommand.retryInterval]
    static let usage =
        "[--host ADDRESS] [--port N] [--appearance light|dark] [--daily-budget N] [--min-interval SECONDS] [--retry-interval SECONDS]"
    static let discussion = """
        Runs what widgethost run runs (the same state directory, database and scheduler; it is the
        daemon other widgethost commands notify, so it cannot run next to widgethost run) and serves
        a page showing every widget at its family's size. The page adds widgets from a gallery of
        every plugin on the plugin path, edits their configuration, taps their buttons and toggles,
        and is updated live (server-sent events) when an entry's date comes, a timeline reloads, or
        another widgethost command changes an instance.

        Actions are refused unless they come from the page itself: a per-session token and the
        Origin header are checked. The first line on standard output is the page's address.

        Example:
          widgethost serve
          widgethost serve --port 0 --state /tmp/demo-state
        """

    let address: String
    let portNumber: UInt16
    let colorScheme: Appearance
    let budget: RefreshBudget
    let retry: Double

    init(_ parsed: ParsedArguments) throws {
        _ = try Self.positionals(parsed)
        address = parsed.value(Self.host) ?? "127.0.0.1"
        let port = try NumericOption(option: Self.port, range: 0...65_535, wholeNumber: true, unit: "").readWhole(
            parsed, command: Self.name)
        portNumber = UInt16(port ?? 8080)
        let appearanceText = parsed.value(Self.appearance) ?? "light"
        guard let appearance = Appearance(rawValue: appearanceText.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(appearanceText)) is not an appearance", location: "option --appearance",
                expected: "light or dark")
        }
        colorScheme = appearance
        let run = try RunCommand(parsed)
        budget = run.budget
        retry = run.retry
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let clock: any HostClock = context.globals.now.map { OffsetClock(startingAt: $0) } ?? SystemClock()
        let runtime = try context.runtime(budget: budget, retryInterval: retry, clock: clock, notifiesDaemon: false, longRunning: true)
        let dashboard = try DashboardServer(
            runtime: runtime, configuration: .init(host: address, port: portNumber, appearance: colorScheme))
        let url = try dashboard.start()
        context.console.print(url.absoluteString)
        context.console.printError(
            "widgethost serve: dashboard on \(url.absoluteString); state \(runtime.configuration.stateDirectory.path); notifications on \(dashboard.daemon.socketPath ?? "-")"
        )
        let console = context.console
        try dashboard.run { events in
            let dates = DateText()
            let stamp = dates.full(runtime.now)
            console.print(lines: events.compactMap(InstanceText(dates: dates).log).map { "\(stamp) \($0)" })
        }
        let signal = dashboard.daemon.stopSignal.map { $0 == SIGINT ? "SIGINT" : $0 == SIGTERM ? "SIGTERM" : "signal \($0)" } ?? "stop"
        context.console.printError("widgethost serve: stopped by \(signal)")
        return .success
    }
}
