import Foundation
import WidgetHost
import WidgetRuntime

/// `widgethost run`: the daemon.
struct RunCommand: CLICommand {
    static let name = "run"
    static let summary = "Run the scheduler and show the widgets live until Ctrl-C"
    static let arguments: [ArgumentSpec] = []
    static let dailyBudget = OptionSpec("--daily-budget", value: "N", help: "Budgeted reloads per instance per 24 h (default 72)")
    static let minInterval = OptionSpec("--min-interval", value: "SECONDS", help: "Seconds between budgeted reloads (default 300)")
    static let retryInterval = OptionSpec(
        "--retry-interval", value: "SECONDS", help: "Seconds before retrying a failed reload (default 900)")
    static let columns = OptionSpec("--columns", value: "N", help: "Draw each widget N columns wide (default: by family)")
    static let speed = OptionSpec(
        "--speed", value: "N", help: "Run the clock N times faster (from --now DATE, else from now), also Date() in workers")
    static let options = [dailyBudget, minInterval, retryInterval, columns, speed]
    static let usage = "[--daily-budget N] [--min-interval SECONDS] [--retry-interval SECONDS] [--columns N] [--speed N]"
    static let discussion = """
        Loads every instance and its stored schedule, reloads timelines when their policies say
        (.atEnd at the last entry's date, .after(d) at d, .never only when asked), within each instance's
        refresh budget (deferred, never dropped; taps, explicit reloads and configuration are exempt),
        switches entries at their dates, and logs every reload with its reason, also to
        <state>/logs/widgethost.log with the host's and plugins' log lines (see widgethost logs).

        It sleeps until the next deadline: a wall-clock timer, the socket <state>/daemon.sock where other
        widgethost commands (add, configure, tap, reload, remove) announce their changes, and a self-pipe
        for SIGINT/SIGTERM. On a terminal the widgets are redrawn in place; otherwise (a service, a pipe) each change is
        logged as lines: the time, the instance, its state and entry, then the texts it shows.
        With --now DATE, time starts at DATE and runs at the normal pace; --speed N runs it N times faster
        (from DATE, else from now), so a day of entries passes in 24/N hours. Plugins in workers see the same
        clock in Date() too (libfaketime, preloaded); in process only WidgetClock and services->now move.

        Each plugin runs in a worker process (the default here; --isolation in-process or --trust-in-process ID
        to opt out): an instance whose plugin crashes or misses --plugin-timeout is marked failed and keeps
        showing its last good timeline, the other instances carry on, and a plugin file that changes is
        reloaded on its next call. A second SIGINT/SIGTERM ends a daemon stuck in a plugin call at once.

        Example:
          widgethost run
          widgethost run --min-interval 60 --columns 40
          widgethost run --now 2030-01-01T00:00:00Z --speed 60
        """

    let budget: RefreshBudget
    let retry: Double
    let columnCount: Int?
    let clockSpeed: Double?

    init(_ parsed: ParsedArguments) throws {
        _ = try Self.positionals(parsed)
        let week: Double = 7 * 86_400
        let limit = try NumericOption(option: Self.dailyBudget, range: 1...10_000, wholeNumber: true, unit: "reloads")
            .readWhole(parsed, command: Self.name)
        let interval = try NumericOption(option: Self.minInterval, range: 0...week, wholeNumber: false, unit: "seconds")
            .read(parsed, command: Self.name)
        retry =
            try NumericOption(option: Self.retryInterval, range: 1...week, wholeNumber: false, unit: "seconds")
            .read(parsed, command: Self.name) ?? 900
        columnCount = try NumericOption.columns(Self.columns).readWhole(parsed, command: Self.name)
        clockSpeed = try NumericOption(option: Self.speed, range: 0.001...1_000_000, wholeNumber: false, unit: "times the normal pace")
            .read(parsed, command: Self.name)
        budget = RefreshBudget(dailyLimit: limit ?? 72, minimumInterval: interval ?? 300)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let clock: any HostClock =
            context.globals.now != nil || clockSpeed != nil
            ? OffsetClock(startingAt: context.globals.now ?? Date(), speed: clockSpeed ?? 1) : SystemClock()
        let runtime = try context.runtime(
            budget: budget, retryInterval: retry, clock: clock, writeDelay: 0.1, notifiesDaemon: false, longRunning: true)
        let daemon = try RuntimeDaemon(runtime: runtime)
        let logFile = RuntimeLogFile(stateDirectory: context.stateDirectory)
        logFile.append("widgethost run: started with \(try runtime.store.count()) instances")
        defer {
            logFile.append("widgethost run: stopped by \(daemon.stopSignal.map { $0 == SIGINT ? "SIGINT" : "signal \($0)" } ?? "stop")")
        }
        let display = LiveDisplay(
            console: context.console, interactive: context.console.isTerminal, columns: columnCount,
            colorMode: context.colorMode(toTerminal: context.console.isTerminal), logFile: logFile)
        context.console.printError(
            "widgethost run: watching \(try runtime.store.count()) instances in \(runtime.configuration.stateDirectory.path); notifications on \(daemon.socketPath ?? "-")"
        )
        try daemon.run { events in display.update(events, runtime: runtime, statistics: daemon.statistics) }
        display.finish(runtime: runtime, statistics: daemon.statistics, signal: daemon.stopSignal)
        return .success
    }
}
