import Foundation

/// Where a plugin's code runs: in the host's process, or in a worker process of its own.
///
/// In process is the fastest, but a plugin that crashes takes the host down and one that
/// hangs stalls it (``PluginCallGuard`` makes that one line and exit status 1). Long-running
/// hosts (`WidgetRuntime`'s default, `widgethost run` and `serve`) use workers; a plugin id in
/// ``WorkerOptions/inProcessPlugins`` runs in process anyway (trusted). A worker is the same executable started with ``PluginWorker/subcommand``:
/// it loads the plugin with the same loader and answers the same calls over a socket (the
/// ABI's JSON bodies, binary headers for calls and replies). When a worker crashes or misses its deadline, only that call fails;
/// the next call starts a new worker, and a plugin whose file changed gets a new worker too.
///
/// ```swift
/// let configuration = PluginHost.Configuration(
///     stateDirectory: state, isolation: .worker(WorkerOptions(callTimeout: 5)))
/// ```
public enum PluginIsolation: Hashable, Sendable, CustomStringConvertible {
    /// `dlopen` into this process and call through libffi (``PluginHost``'s default: one-shot commands, benchmarks).
    case inProcess
    /// One worker process per plugin.
    case worker(WorkerOptions)

    /// `in-process` or `worker`: the spelling of `--isolation`.
    public var description: String {
        switch self {
        case .inProcess: "in-process"
        case .worker: "worker"
        }
    }
}

/// How plugin workers are started, how long a call may take, and when a plugin that keeps
/// failing is quarantined.
public struct WorkerOptions: Hashable, Sendable {
    /// The executable to start as a worker: one whose `main` hands the arguments after
    /// ``PluginWorker/subcommand`` to ``PluginWorker/main(_:)``, as `widgethost` does.
    /// The default is ``defaultExecutable``.
    public var executable: URL
    /// Seconds a call (or a worker's start) may take before the worker is killed and the call fails.
    public var callTimeout: Double
    /// This many failures (crashes or missed deadlines) within ``failureWindow`` quarantine the plugin.
    public var failureLimit: Int
    /// The window, in seconds, in which ``failureLimit`` failures quarantine the plugin.
    public var failureWindow: Double
    /// After the second failure in the window, a new worker starts no sooner than this many
    /// seconds later, and twice as long after each further one (the first restart is immediate).
    public var restartDelay: Double
    /// The longest wait between restarts, in seconds.
    public var maximumRestartDelay: Double
    /// Bytes a worker's resident memory may grow above what it used once its plugin had loaded,
    /// checked every quarter second while a call runs; a worker that exceeds it is killed, the
    /// call fails, and the next call starts a new worker. `nil`: no cap. Default 128 MiB.
    public var memoryLimit: Int?
    /// Plugin ids that run in this process anyway: trusted plugins, whose calls then cost no
    /// worker hop (`widgethost --trust-in-process ID`). Empty by default.
    public var inProcessPlugins: Set<String>
    /// Plugin ids whose workers are denied the network (TCP connect and bind, every socket but
    /// unix ones): `widgethost --deny-network ID`; the host adds those its state denies
    /// (``PluginNetworkStore``). Every other plugin may use the network, as widgets do on iOS.
    public var networkDeniedPlugins: Set<String>
    /// Refuse to start workers that cannot be sandboxed (a kernel without Landlock, or
    /// `WIDGETHOST_SANDBOX=off`) instead of running them unconfined with a warning: `--require-sandbox`.
    public var requiresSandbox: Bool
    /// Moves workers' own system clock (`Date()` in plugin code) to the host's, through
    /// libfaketime: set when the host's clock is not the system's (`--now`, `run --speed`).
    /// `nil` (the default): workers read the system clock, with nothing preloaded.
    public var timeShift: WorkerTimeShift?
    /// Keep one worker process started ahead of need per host, so that a plugin's next worker
    /// (a load, a restart after a crash) skips exec, dynamic linking and the runtimes' start:
    /// long-running hosts (`widgethost run` and `serve`, `WidgetRuntime`) turn it on. Not used
    /// with a ``timeShift`` (libfaketime's offset is fixed when a process starts). The
    /// ``executable`` must run ``PluginWorker/main(_:)``. Off by default.
    public var prespawnsWorkers: Bool

    /// Options with a 10 s deadline, quarantine after 3 failures within 60 s, restart delays from 1 s
    /// to 30 s, a 128 MiB memory cap, the network allowed, and a sandbox where the kernel offers one.
    public init(
        executable: URL = WorkerOptions.defaultExecutable, callTimeout: Double = 10, failureLimit: Int = 3, failureWindow: Double = 60,
        restartDelay: Double = 1, maximumRestartDelay: Double = 30, memoryLimit: Int? = WorkerOptions.defaultMemoryLimit,
        inProcessPlugins: Set<String> = [], networkDeniedPlugins: Set<String> = [], requiresSandbox: Bool = false,
        timeShift: WorkerTimeShift? = nil, prespawnsWorkers: Bool = false
    ) {
        self.timeShift = timeShift
        self.prespawnsWorkers = prespawnsWorkers
        self.networkDeniedPlugins = networkDeniedPlugins
        self.requiresSandbox = requiresSandbox
        self.memoryLimit = memoryLimit.map { max(1 << 20, $0) }
        self.inProcessPlugins = inProcessPlugins
        self.executable = executable
        self.callTimeout = max(0.001, callTimeout)
        self.failureLimit = max(1, failureLimit)
        self.failureWindow = max(0, failureWindow)
        self.restartDelay = max(0, restartDelay)
        self.maximumRestartDelay = max(self.restartDelay, maximumRestartDelay)
    }

    /// The executable of the running process (`/proc/self/exe`, links resolved).
    public static var runningExecutable: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// 128 MiB: more than a widget's worker grows by, reached by a runaway within a second.
    public static let defaultMemoryLimit = 128 << 20

    /// The name of the worker-only executable (it links only the plugin host), which
    /// ``defaultExecutable`` looks for beside the running one.
    public static let workerExecutableName = "widgethost-worker"

    /// `widgethost-worker` beside the running executable if there is one (it starts faster: no
    /// renderers, no HTTP server), else the running executable (its hidden subcommand).
    public static var defaultExecutable: URL {
        let running = runningExecutable
        let worker = running.deletingLastPathComponent().appendingPathComponent(workerExecutableName)
        return FileManager.default.isExecutableFile(atPath: worker.path) ? worker : running
    }
}

/// What a plugin's worker is doing, for `list`-style displays and integrators.
public struct WorkerStatus: Hashable, Sendable {
    /// The worker's process id, while one is running.
    public var processID: Int32?
    /// How many workers were started for the plugin so far.
    public var starts: Int
    /// Failures (crashes, missed deadlines) within the failure window.
    public var recentFailures: Int
    /// The last failure, as a sentence (`killed by signal 11 (SIGSEGV) during perform(Crash)`).
    public var lastFailure: String?
    /// Whether the plugin is quarantined: no worker starts until its file changes or ``LoadedPlugin/restart()``.
    public var isQuarantined: Bool
}

/// How a worker process ended.
public enum WorkerTermination: Hashable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// `exited with status 3`, `was killed by signal 11 (SIGSEGV)`.
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "was killed by signal \(signal)\(WorkerProcess.signalName(signal).map { " (\($0))" } ?? "")"
        }
    }
}
