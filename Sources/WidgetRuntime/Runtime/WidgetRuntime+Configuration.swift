import Foundation
import WidgetHost

extension WidgetRuntime {
    /// What a runtime is made of.
    public struct Configuration: Sendable {
        /// Where the state database and the plugins' data directories live.
        public var stateDirectory: URL
        /// Where plugins are looked up by id.
        public var searchPath: PluginSearchPath
        /// The time the runtime and its plugins see.
        public var clock: any HostClock
        /// Where plugin log lines go.
        public var logger: any HostLogger
        /// Each instance's refresh budget.
        public var budget: RefreshBudget
        /// How long after a failed reload (plugin failure, unresolved entity) to try again, in seconds.
        public var retryInterval: Double
        /// A policy deadline is never sooner than this many seconds after the reload that set it,
        /// so a timeline whose policy asks for the past cannot make the runtime spin.
        public var policyFloor: Double
        /// At most this many reloads per ``WidgetRuntime/processDue()-1xhm8`` call; the rest stay due.
        public var batchSize: Int
        /// How long (seconds of ``clock``) ``WidgetRuntime/processDue()-1xhm8`` may hold changes before
        /// writing them in one transaction: 0 writes at the end of every call. A daemon under load
        /// uses a short delay to write many reloads per commit; a crash loses at most that window
        /// of reload results, which are redone after the restart (their deadlines are still stored).
        public var writeDelay: Double
        /// Where plugins' code runs: each in a worker process (the default, with a spare worker
        /// started ahead: `WorkerOptions.prespawnsWorkers`), so that a plugin that
        /// crashes, hangs or runs away with memory fails its instances and nothing else; or in this
        /// process (`.inProcess`, or per plugin `WorkerOptions.inProcessPlugins`) for trusted plugins.
        public var isolation: PluginIsolation

        /// A configuration with the system clock, warnings on standard error and the default budget.
        public init(
            stateDirectory: URL, searchPath: PluginSearchPath = PluginSearchPath(directories: []), clock: any HostClock = SystemClock(),
            logger: any HostLogger = StandardErrorLogger(minimumLevel: .warning), budget: RefreshBudget = RefreshBudget(),
            retryInterval: Double = 900, policyFloor: Double = 1, batchSize: Int = 256, writeDelay: Double = 0,
            isolation: PluginIsolation = .worker(WorkerOptions(prespawnsWorkers: true))
        ) {
            self.stateDirectory = stateDirectory
            self.searchPath = searchPath
            self.clock = clock
            self.logger = logger
            self.budget = budget
            self.retryInterval = retryInterval
            self.policyFloor = policyFloor
            self.batchSize = max(1, batchSize)
            self.writeDelay = max(0, writeDelay)
            self.isolation = isolation
        }
    }
}
