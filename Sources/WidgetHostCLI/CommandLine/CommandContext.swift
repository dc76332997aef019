import Foundation
import WidgetHost
import WidgetRender
import WidgetRuntime

/// What a running command needs: the global options, the console, the environment,
/// and the plugin host it creates on demand.
final class CommandContext {
    let globals: GlobalOptions
    let console: Console
    let environment: [String: String]
    private var host: PluginHost?
    private var widgetRuntime: WidgetRuntime?

    init(globals: GlobalOptions, console: Console, environment: [String: String]) {
        self.globals = globals
        self.console = console
        self.environment = environment
    }

    /// How terminal output is colored (``ColorChoice``), for output going to a terminal or not.
    func colorMode(toTerminal: Bool) -> TerminalRenderer.ColorMode {
        globals.color.mode(environment: environment, toTerminal: toTerminal)
    }

    /// The state directory the options and environment choose.
    var stateDirectory: URL { StateDirectory.resolve(explicit: globals.stateDirectory, environment: environment) }

    /// The plugin directories the options and environment choose, plus the executable's directory.
    var searchPath: PluginSearchPath {
        PluginSearchPath.resolve(
            explicit: globals.pluginDirectories, environment: environment, executableDirectory: Self.executableDirectory)
    }

    /// Where plugins run: `--isolation`, else `$WIDGETHOST_ISOLATION`, else in a worker for a
    /// long-running command (`run`, `serve`: one plugin's crash, hang or memory blow-up must not
    /// end them) and in process for a one-shot command (it ends anyway, and the call guard makes a
    /// plugin's crash one line). Workers are `widgethost-worker` beside this executable, else this
    /// executable (hidden subcommand `__plugin-worker`), with `--plugin-timeout` as deadline; the
    /// plugins of `--trust-in-process` and `$WIDGETHOST_TRUST_IN_PROCESS` run in process anyway.
    /// Workers are sandboxed (`--deny-network ID` also denies the network; `--require-sandbox` or
    /// `$WIDGETHOST_REQUIRE_SANDBOX=1` refuses workers the kernel cannot confine, and plugins in process).
    ///
    /// With `--now`, or a clock running at another pace (`clockRate`, `run --speed`), workers' own
    /// system clock follows the host's (``WorkerTimeShift``), so `Date()` in plugin code moves too.
    ///
    /// `prefersWorker`: the command calls plugin code only to look at it, and should name a crash
    /// rather than end with it (`inspect`): a worker unless the user chose otherwise.
    func isolation(longRunning: Bool = false, prefersWorker: Bool = false, clockRate: Double = 1) throws(UsageError) -> PluginIsolation {
        let (mode, location) =
            globals.isolation.map { ($0, "option --isolation") }
            ?? (environment["WIDGETHOST_ISOLATION"].map { ($0, "WIDGETHOST_ISOLATION") })
            ?? (longRunning || prefersWorker || requiresSandbox ? "worker" : "in-process", "")
        switch mode {
        case "in-process", "":
            if requiresSandbox {
                throw UsageError(
                    problem: "plugins in process cannot be sandboxed", location: location.isEmpty ? "option --require-sandbox" : location,
                    expected: "--isolation worker with --require-sandbox (or no --require-sandbox)")
            }
            return .inProcess
        case "worker":
            let trusted =
                globals.trustedInProcess + (environment["WIDGETHOST_TRUST_IN_PROCESS"] ?? "").split(separator: ":").map(String.init)
            return .worker(
                WorkerOptions(
                    executable: ExecutableLocation.worker, callTimeout: globals.pluginTimeout ?? 10,
                    memoryLimit: (globals.pluginMemory ?? WorkerOptions.defaultMemoryLimit >> 20) << 20, inProcessPlugins: Set(trusted),
                    networkDeniedPlugins: Set(globals.networkDenied),
                    requiresSandbox: requiresSandbox,
                    timeShift: globals.now != nil || clockRate != 1 ? WorkerTimeShift(speed: clockRate) : nil,
                    prespawnsWorkers: longRunning))
        default:
            throw UsageError(
                problem: "unknown isolation mode \(EchoedInput.quoted(mode))", location: location, expected: "in-process or worker")
        }
    }

    /// `--require-sandbox` or `$WIDGETHOST_REQUIRE_SANDBOX=1`: plugins run only in sandboxed workers
    /// (then every command runs them in workers, and `--isolation in-process` is refused).
    var requiresSandbox: Bool { globals.requireSandbox || environment[WorkerSandbox.requireVariable] == "1" }

    /// The plugin host of a one-shot command that runs a plugin outside any instance: created
    /// once, reporting reload requests on standard error, over the state directory if
    /// `createsState` (`perform`, whose changes the instances must see) or its database exists,
    /// else over a cache (``StateDirectory/forOneShotRun(_:environment:)``).
    func pluginHost(createsState: Bool = false) throws -> PluginHost {
        if let host { return host }
        let created = try makePluginHost(createsState: createsState, isolation: try isolation())
        host = created
        return created
    }

    /// A new plugin host like ``pluginHost(createsState:)``'s, with `isolation`, that this context
    /// does not keep: `preview --watch` makes one per build, so each build runs in a new worker.
    func makePluginHost(createsState: Bool = false, isolation: PluginIsolation) throws -> PluginHost {
        installCallGuard()
        let console = console
        let configuration = PluginHost.Configuration(
            stateDirectory: createsState ? stateDirectory : StateDirectory.forOneShotRun(stateDirectory, environment: environment),
            clock: globals.now.map { ManualClock($0) } ?? SystemClock(),
            logger: StandardErrorLogger(minimumLevel: globals.verbose ? .debug : .warning),
            reloadHandler: { request in console.printError(Self.reloadNote(request)) }, isolation: isolation)
        return try PluginHost(configuration: configuration)
    }

    /// What a one-shot command says of a plugin's reload request: it reloads no instance itself, so it names the
    /// command that does.
    static func reloadNote(_ request: ReloadRequest) -> String {
        let command =
            switch request.scope {
            case .kind(let kind): "widgethost reload --kind \(EchoedInput.shown(kind))"
            case .all: "widgethost reload --all"
            }
        return "note: reload requested: \(request); this command reloads no instance, run '\(command)' to reload them"
    }

    /// The widget runtime of this command, created once over the state directory; every
    /// write it makes is announced to a running daemon (`notifiesDaemon`).
    /// `longRunning`: the command runs until it is stopped (`run`, `serve`), so plugins default to workers
    /// and the host's and plugins' log lines also go to the log file (`widgethost logs`).
    func runtime(
        budget: RefreshBudget = RefreshBudget(), retryInterval: Double = 900, clock: (any HostClock)? = nil, writeDelay: Double = 0,
        notifiesDaemon: Bool = true, longRunning: Bool = false
    ) throws -> WidgetRuntime {
        if let widgetRuntime { return widgetRuntime }
        installCallGuard()
        let state = stateDirectory
        let standardError = StandardErrorLogger(minimumLevel: globals.verbose ? .debug : .warning)
        let created = try WidgetRuntime(
            configuration: .init(
                stateDirectory: state, searchPath: searchPath,
                clock: clock ?? globals.now.map { ManualClock($0) } ?? SystemClock(),
                logger: longRunning
                    ? RuntimeLogFileLogger(file: RuntimeLogFile(stateDirectory: state), next: standardError) : standardError,
                budget: budget,
                retryInterval: retryInterval,
                isolation: try isolation(longRunning: longRunning, clockRate: clock?.rate ?? 1)))
        if notifiesDaemon {
            let notifier = DaemonNotifier(stateDirectory: state)
            created.observeWrites { notifier.notify($0) }
        }
        widgetRuntime = created
        return created
    }

    /// Makes a plugin that crashes, exits or hangs in this process one error line and exit
    /// status 1, with `--plugin-timeout` (default 10 s) as the deadline of an in-process call.
    private func installCallGuard() {
        PluginCallGuard.install(callTimeout: globals.pluginTimeout ?? 10)
    }

    /// Loads the plugin a command-line reference names (a path, or an id in the plugin directories),
    /// over the state directory if `createsState` (see ``pluginHost(createsState:)``).
    func loadPlugin(_ reference: String, createsState: Bool = false) throws -> LoadedPlugin {
        try pluginHost(createsState: createsState).load(try locatePlugin(reference).path)
    }

    /// The file a command-line plugin reference names: a path, an id in the plugin directories, or the id of a
    /// plugin an instance runs (added by a path), as `widgethost plugins` lists them.
    func locatePlugin(_ reference: String) throws -> URL {
        do {
            return try searchPath.locate(reference)
        } catch {
            guard let known = try instancesPluginFile(id: reference) else { throw error }
            return known
        }
    }

    /// The file of the plugin `id` that an instance in the state directory runs, if the state directory has a
    /// database and an instance runs a plugin of that id (``WidgetRuntime/instancesPluginFile(id:)``).
    private func instancesPluginFile(id: String) throws -> URL? {
        guard !PluginIdentity.isPath(id),
            FileManager.default.fileExists(atPath: stateDirectory.appendingPathComponent(StateDatabase.fileName).path)
        else { return nil }
        return try runtime(notifiesDaemon: false).instancesPluginFile(id: id).map { URL(fileURLWithPath: $0) }
    }

    /// Calls the plugins' `deinit`; the command is over.
    func finish() {
        host?.shutDown()
        widgetRuntime?.host.shutDown()
    }

    private static var executableDirectory: URL? {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ""))
            .resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
