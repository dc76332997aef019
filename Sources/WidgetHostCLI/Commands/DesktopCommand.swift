import Foundation
import WidgetDesktop
import WidgetHost
import WidgetRuntime

/// `widgethost desktop`: every instance in a window of its own on the desktop, and the daemon.
struct DesktopCommand: CLICommand {
    static let name = "desktop"
    static let summary = "Show every widget on the desktop (and run the scheduler) until Ctrl-C"
    static let arguments: [ArgumentSpec] = []
    static let appearance = OptionSpec(
        "--appearance", value: "APPEARANCE", help: "Draw the widgets light or dark (default auto: as the desktop asks)")
    static let add = OptionSpec(
        "--add", value: "PLUGIN[/KIND]", repeatable: true,
        help: "Add that widget first unless the state has one of its kind (default KIND: the plugin's first widget)")
    static let options = [appearance, add, RunCommand.dailyBudget, RunCommand.minInterval, RunCommand.retryInterval]
    static let usage =
        "[--add PLUGIN[/KIND]]... [--appearance auto|light|dark] [--daily-budget N] [--min-interval SECONDS] [--retry-interval SECONDS]"
    static let discussion = """
        Runs what widgethost run runs (the same state directory, database and scheduler; it is the
        daemon other widgethost commands notify, so it cannot run next to run or serve) and shows
        each instance in an undecorated window of its own at its family's size and the screen's
        scale, drawn as render --format png draws it, with transparent corners. On X11 the windows
        are desktop-type windows, sticky and below the others; on Wayland they are on the layer
        shell's bottom layer (a compositor with wlr-layer-shell: sway, Hyprland, KDE, labwc...).

        A click on a Button or Toggle runs its tap (in the plugin's worker, never on the drawing
        thread) and the new view replaces the old one; entries switch at their dates; reloads and
        the changes other widgethost commands make appear at once. Light or dark follows the
        desktop's setting unless --appearance says. A window goes where configure ID --position X,Y
        [--output NAME] put it, or where it was dragged to (X11: press away from the buttons, move,
        release; the place is stored; on Wayland the layer shell has no interactive move, so use
        configure --position); without a stored position the windows are placed in a column
        down the left of the primary monitor. An output that is not connected gets one line naming
        the connected ones, and the window goes on the primary monitor. With no instances yet, a line on standard error says how to
        add one, and it keeps running: what widgethost add adds appears at once. With --add
        PLUGIN[/KIND] it first adds that widget, as widgethost add would, unless the state already
        has an instance of that kind: the same command puts a widget on the desktop the first time
        and just shows it afterwards. Standard output
        gets one line per window opened:
        #ID KIND FAMILY at X,Y, WxH pt, scale S, BACKEND.

        Example:
          widgethost desktop
          widgethost desktop --add Counter
          widgethost desktop --appearance dark --state ~/.local/state/widgethost
        """

    let colorScheme: DesktopAppearance
    let additions: [DesktopAddition]
    let budget: RefreshBudget
    let retry: Double

    init(_ parsed: ParsedArguments) throws {
        _ = try Self.positionals(parsed)
        let appearanceText = parsed.value(Self.appearance) ?? "auto"
        guard let appearance = DesktopAppearance(rawValue: appearanceText.lowercased()) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(appearanceText)) is not an appearance", location: "option --appearance",
                expected: "auto, light or dark")
        }
        colorScheme = appearance
        additions = try parsed.values(Self.add).map(DesktopAddition.init)
        let run = try RunCommand(parsed)
        budget = run.budget
        retry = run.retry
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let clock: any HostClock = context.globals.now.map { OffsetClock(startingAt: $0) } ?? SystemClock()
        let runtime = try context.runtime(budget: budget, retryInterval: retry, clock: clock, notifiesDaemon: false, longRunning: true)
        let desktop = try WidgetDesktop(runtime: runtime, appearance: colorScheme)
        let console = context.console
        for addition in additions { _ = try addition.widget(in: runtime) }
        try MainActor.assumeIsolated { try desktop.openDisplay() }
        for addition in additions {
            guard let id = try addition.addIfMissing(to: runtime) else { continue }
            console.printError("widgethost desktop: added #\(id) \(try runtime.instance(id).kind) (--add \(addition.plugin))")
        }
        console.printError(
            "widgethost desktop: state \(runtime.configuration.stateDirectory.path); notifications on \(desktop.daemon.socketPath ?? "-")")
        if try runtime.store.allIDs().isEmpty { console.printError(Self.noWidgetsYet(context.searchPath)) }
        try MainActor.assumeIsolated {
            try desktop.run(log: { console.print($0) }) { events in
                let dates = DateText()
                let stamp = dates.full(runtime.now)
                for line in events.compactMap(InstanceText(dates: dates).log) { console.printError("\(stamp) \(line)") }
            }
        }
        let signal = desktop.daemon.stopSignal.map { $0 == SIGINT ? "SIGINT" : $0 == SIGTERM ? "SIGTERM" : "signal \($0)" } ?? "stop"
        console.printError("widgethost desktop: stopped by \(signal)")
        return .success
    }
    /// The line for an empty state: how to add a widget, with a plugin of the search path if there
    /// is one (the sample Counter if it is installed).
    static func noWidgetsYet(_ searchPath: PluginSearchPath) -> String {
        let start = "widgethost desktop: no widgets yet; add one from another terminal and it appears at once:"
        let plugins = searchPath.availablePlugins()
        guard let plugin = plugins.first(where: { $0.id == "Counter" }) ?? plugins.first else {
            let searched = searchPath.directories.map(\.path).joined(separator: ", ")
            return "\(start) widgethost add KIND --plugin ID (no plugins found yet in \(searched))"
        }
        return "\(start) widgethost add KIND --plugin \(plugin.id) (widgethost inspect \(plugin.id) lists its kinds)"
    }
}
