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
    static let host = OptionSpec(
        "--host", value: "ADDRESS", help: "The IP address to listen on (default 127.0.0.1: this machine only; beyond it a token is needed)")
    static let port = OptionSpec("--port", value: "N", help: "The port to listen on (default 8080; 0 picks a free one)")
    static let appearance = OptionSpec("--appearance", value: "APPEARANCE", help: "Draw the widgets light or dark (default light)")
    static let options = [
        host, port, DashboardAccessOptions.token, DashboardAccessOptions.allowHost, appearance, RunCommand.dailyBudget,
        RunCommand.minInterval, RunCommand.retryInterval,
    ]
    static let usage =
        "[--host ADDRESS] [--port N] [--token TOKEN] [--allow-host NAME]... [--appearance light|dark] [--daily-budget N] [--min-interval SECONDS] [--retry-interval SECONDS]"
    static let discussion = """
        Runs what widgethost run runs (the same state directory, database and scheduler; it is the
        daemon other widgethost commands notify, so it cannot run next to widgethost run) and serves
        a page showing every widget at its family's size. The page adds widgets from a gallery of
        every plugin on the plugin path, edits their configuration, taps their buttons and toggles,
        and is updated live (server-sent events) when an entry's date comes, a timeline reloads, or
        another widgethost command changes an instance.

        Actions are refused unless they come from the page itself: a per-session token and the
        Origin header are checked, and every request must call the server by one of its names
        (Host header), which stops DNS rebinding. The first line on standard output is the
        page's address.

        Beyond loopback (--host 0.0.0.0, or a LAN address) every page, card, event stream and
        action also needs the access token: one is generated at start (or taken from --token or
        WIDGETHOST_DASHBOARD_TOKEN) and printed once, in the address on standard output
        (http://HOST:PORT/?token=...). The first visit exchanges it for a session cookie; a
        request without either gets 403 and a line saying how to get in. Host names accepted:
        the loopback names, the bound address, this machine's host name and each --allow-host
        NAME (the first one is the name printed). A warning line on standard error says what is
        exposed. On loopback nothing changes: no token is needed unless one is given.

        Example:
          widgethost serve
          widgethost serve --port 0 --state /tmp/demo-state
          widgethost serve --host 0.0.0.0 --allow-host mybox.local
        """

    let address: String
    let portNumber: UInt16
    let colorScheme: Appearance
    let budget: RefreshBudget
    let retry: Double
    let access: DashboardAccessOptions

    init(_ parsed: ParsedArguments) throws {
        _ = try Self.positionals(parsed)
        address = parsed.value(Self.host) ?? "127.0.0.1"
        access = try DashboardAccessOptions(parsed)
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
        let token = try access.token(environment: context.environment)
        let clock: any HostClock = context.globals.now.map { OffsetClock(startingAt: $0) } ?? SystemClock()
        let runtime = try context.runtime(budget: budget, retryInterval: retry, clock: clock, notifiesDaemon: false, longRunning: true)
        let dashboard = try DashboardServer(
            runtime: runtime,
            configuration: .init(
                host: address, port: portNumber, appearance: colorScheme, accessToken: token, allowedHosts: access.allowedHosts))
        let url = try dashboard.start()
        context.console.print(url.absoluteString)
        if !ListeningAddress(address).isLoopback {
            context.console.printError(DashboardAccessOptions.exposureWarning(host: address, port: dashboard.port))
        }
        context.console.printError(
            "widgethost serve: dashboard on \(dashboard.baseURL.absoluteString); state \(runtime.configuration.stateDirectory.path); notifications on \(dashboard.daemon.socketPath ?? "-")"
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
