import Foundation
import WidgetHost
import WidgetRuntime

/// `widgethost watch [ID...] [--format text|json|waybar]`: a line per instance, then one per change.
struct WatchCommand: CLICommand {
    static let name = "watch"
    static let summary = "Print a line per widget instance, and another whenever what it shows changes (Waybar, eww, Conky)"
    static let arguments = [ArgumentSpec(name: "ID...", help: "The instances to watch (default: every instance, new ones too)")]
    static let format = OptionSpec("--format", value: "FORMAT", help: "text, json or waybar (default text)")
    static let options = [format]
    static let usage = "[ID...] [--format text|json|waybar]"
    static let discussion = """
        Prints one line per instance at start, then one line whenever what an instance shows
        changes: an entry whose date comes, a reload, a tap, a configuration, a removal. The
        running daemon (widgethost run or serve, on the same state directory) pushes each change:
        watch subscribes to its socket <state>/daemon.sock and sleeps until told, never polling.
        With no daemon running, watch says so in one line and exits 1: start one first
        (widgethost run, or systemctl --user start widgethost). When the daemon stops, watch
        says so and exits 1 too (a bar's restart-interval starts it again).

        text is the texts shown, in reading order; json is render --format json's line (the
        instance, its state, the texts, percentage, the view tree); waybar is the JSON a Waybar
        custom module reads with return-type json: text, tooltip, class (the state: ok,
        unresolved, failed, removed) and percentage where a gauge or progress view gives one.
        Each line is written at once. watch ends on SIGINT or SIGTERM, and when its reader
        closes standard output.

        Example:
          widgethost watch 3 --format waybar
          widgethost watch --format json
        """

    let ids: [InstanceID]
    let lineFormat: WatchFormat

    init(_ parsed: ParsedArguments) throws {
        ids = try parsed.positionals.map { try InstanceArgument.parse($0, command: Self.name) }
        let text = parsed.value(Self.format) ?? "text"
        guard let lineFormat = WatchFormat(rawValue: text.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a watch format", location: "option --format",
                expected: "text, json or waybar")
        }
        self.lineFormat = lineFormat
    }

    func run(in context: CommandContext) throws -> ExitCode {
        signal(SIGPIPE, SIG_IGN)
        let clock: any HostClock = context.globals.now.map { OffsetClock(startingAt: $0) } ?? SystemClock()
        let runtime = try context.runtime(clock: clock, notifiesDaemon: false)
        let store = runtime.store
        for id in ids where try store.instance(id) == nil {
            throw RuntimeError.unknownInstance(id, available: try store.allIDs())
        }
        let subscription = try DaemonSubscription(stateDirectory: context.stateDirectory)
        var shown: [InstanceID: String] = [:]
        let console = context.console
        /// Writes the lines of `changed` that differ from what was shown; false once stdout is closed.
        func show(_ changed: [InstanceID]) throws -> Bool {
            for id in changed where ids.isEmpty || ids.contains(id) {
                let instance = try store.instance(id)
                let line =
                    try instance.flatMap { WidgetSnapshot($0, at: runtime.now) }.map(lineFormat.line)
                    ?? lineFormat.line(absent: id, removed: instance == nil)
                guard shown[id] != line else { continue }
                shown[id] = line
                guard console.printLine(line) else { return false }
            }
            return true
        }
        guard try show(ids.isEmpty ? store.allIDs() : ids) else { return .success }
        let watched = console.isPipe ? console.descriptor : nil
        while true {
            switch subscription.next(watching: watched) {
            case .changed(let changed):
                guard try show(changed) else { return .success }
            case .changedAll:
                guard try show(Array(Set(try store.allIDs()).union(shown.keys)).sorted()) else { return .success }
            case .daemonStopped:
                console.printError("widgethost watch: the daemon stopped; ending")
                return .failure
            case .signal, .watchedClosed:
                return .success
            }
        }
    }
}
