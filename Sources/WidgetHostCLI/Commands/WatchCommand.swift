import Foundation
import WidgetHost
import WidgetRuntime

/// `widgethost watch [ID...] [--format text|json|waybar]`: a line per instance, then one per change.
struct WatchCommand: CLICommand {
    static let name = "watch"
    static let summary = "Print a line per widget instance, and another whenever what it shows changes (Waybar, eww, Conky)"
    static let arguments = [ArgumentSpec(name: "ID...", help: "The instances to watch (default: every instance, new ones too)")]
    static let format = OptionSpec("--format", value: "FORMAT", help: "text, json or waybar (default text)")
    static let waits = OptionSpec("--wait", help: "Keep running while no daemon runs, and follow the next one (for a bar)")
    static let options = [format, waits]
    static let usage = "[ID...] [--format text|json|waybar] [--wait]"
    static let discussion = """
        Prints one line per instance at start, then one line whenever what an instance shows
        changes: an entry whose date comes, a reload, a tap, a configuration, a removal. The
        running daemon (widgethost run or serve, on the same state directory) pushes each change:
        watch subscribes to its socket <state>/daemon.sock and sleeps until told, never polling.
        With no daemon running, watch says so in one line and exits 1: start one first
        (widgethost run, or systemctl --user start widgethost). When the daemon stops, or ends
        without saying so (killed, crashed: watch holds a pidfd of it), watch prints each
        instance's line in the stopped state, says so on standard error and exits 1. With
        --wait it keeps running instead: it prints the stopped lines when no daemon runs (at
        start too), waits for one without polling (inotify on the state directory), and prints
        the current lines again when a daemon takes its subscription. A bar's module wants
        --wait: it outlives a restart of the daemon (systemctl --user restart widgethost).

        text is the texts shown, in reading order; json is render --format json's line (the
        instance, its state, the texts, percentage, the view tree); waybar is the JSON a Waybar
        custom module reads with return-type json: text, tooltip, class (the state: ok,
        unresolved, failed, removed, stopped) and percentage where a gauge or progress view
        gives one. While no daemon runs, a line says so: text "daemon not running", json
        {"id":N,"state":"stopped"}, waybar's class stopped.
        Each line is written at once. watch ends on SIGINT or SIGTERM, and when its reader
        closes standard output.

        Example:
          widgethost watch 3 --format waybar --wait
          widgethost watch --format json
        """

    let ids: [InstanceID]
    let lineFormat: WatchFormat
    let waitsForDaemon: Bool

    init(_ parsed: ParsedArguments) throws {
        ids = try parsed.positionals.map { try InstanceArgument.parse($0, command: Self.name) }
        let text = parsed.value(Self.format) ?? "text"
        guard let lineFormat = WatchFormat(rawValue: text.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a watch format", location: "option --format",
                expected: "text, json or waybar")
        }
        self.lineFormat = lineFormat
        waitsForDaemon = parsed.flag(Self.waits)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        signal(SIGPIPE, SIG_IGN)
        let clock: any HostClock = context.globals.now.map { OffsetClock(startingAt: $0) } ?? SystemClock()
        let runtime = try context.runtime(clock: clock, notifiesDaemon: false)
        for id in ids where try runtime.store.instance(id) == nil {
            throw RuntimeError.unknownInstance(id, available: try runtime.store.allIDs())
        }
        let subscription = try DaemonSubscription(stateDirectory: context.stateDirectory, waitsForDaemon: waitsForDaemon)
        var lines = WatchLines(ids: ids, format: lineFormat, console: context.console)
        let watched = context.console.isPipe ? context.console.descriptor : nil
        guard try subscription.daemonRuns ? lines.show(nil, runtime) : lines.showStopped(runtime.store) else { return .success }
        while true {
            switch subscription.next(watching: watched) {
            case .changed(let changed):
                guard try lines.show(changed, runtime) else { return .success }
            case .changedAll, .subscribed:
                guard try lines.show(nil, runtime) else { return .success }
            case .daemonStopped, .daemonEnded:
                guard try lines.showStopped(runtime.store) else { return .success }
                guard waitsForDaemon else {
                    context.console.printError("widgethost watch: the daemon stopped; ending")
                    return .failure
                }
                context.console.printError("widgethost watch: the daemon stopped; waiting for the next one")
                try subscription.waitForDaemon()
            case .signal, .watchedClosed:
                return .success
            }
        }
    }
}
