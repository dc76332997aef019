import Foundation

/// How a plugin's workers are started: the same for every worker of one connection.
///
/// A worker is the host's spare when one is waiting for the same executable and environment
/// (``WorkerOptions/prespawnsWorkers``): it is sent the arguments a new process would have been
/// given, and skips exec and linking; otherwise a new process is started. Either way a new
/// spare is then started for the next worker.
struct WorkerLaunch: Sendable {
    let pluginID: String
    let path: String
    let stateDirectory: URL
    let services: PluginServices
    let options: WorkerOptions
    /// The host's spare worker, when its options prespawn workers.
    let spares: WorkerSpares?

    /// Starts a worker for the plugin, its notices (log lines, reload requests) and key-value requests going to `services`.
    func spawn() throws(PluginWorkerError) -> WorkerProcess {
        let baseEnvironment = Self.workerEnvironment
        if case .unavailable(let reason) = WorkerSandbox.availability(environment: baseEnvironment) {
            guard !options.requiresSandbox else { throw .sandboxUnavailable(pluginID: pluginID, reason: reason) }
            WorkerSandbox.warnUnconfined(reason) { services.log(level: LogLevel.warning.rawValue, message: $0) }
        }
        let hostNow = services.now()
        let environment = WorkerTimeShift.environment(
            for: options.timeShift, baseEnvironment, hostNow: Date(timeIntervalSince1970: hostNow)
        ) {
            services.log(level: LogLevel.warning.rawValue, message: $0)
        }
        let arguments =
            [path, "--state", stateDirectory.path, "--now", String(hostNow)]
            + (options.memoryLimit.map { ["--memory-limit", String($0)] } ?? [])
            + (options.networkDeniedPlugins.contains { $0.lowercased() == pluginID.lowercased() } ? ["--deny-network"] : [])
            + (options.requiresSandbox ? ["--require-sandbox"] : [])
        let notices: @Sendable (WorkerMessage) -> Void = { [services] message in
            switch message {
            case .log(let level, let text): services.log(level: level, message: text)
            case .reload(let request): services.requestReload(request.scope)
            default: break
            }
        }
        let storage: WorkerProcess.StorageAnswering = { [services] request, body in request.answer(body: body, using: services) }
        let spares = options.timeShift == nil ? spares : nil
        let key = WorkerSpares.Key(executable: options.executable.path, environment: environment)
        defer { spares?.replenish(key) }
        if let spare = spares?.take(key) {
            spare.forwardNotices(to: notices, storage: storage)
            if (try? spare.channel.send(.start(arguments: arguments))) != nil { return spare }
            spare.kill()
            spare.reap()
        }
        do {
            return try WorkerProcess(
                executable: options.executable.path, arguments: [PluginWorker.subcommand] + arguments, environment: environment,
                notices: notices, storage: storage)
        } catch {
            throw .cannotStart(pluginID: pluginID, executable: options.executable.path, reason: error.reason)
        }
    }

    /// This process's environment, without the Swift runtime's backtracer (`TimedChildProcess.childEnvironment`).
    private static var workerEnvironment: [String: String] { TimedChildProcess.childEnvironment }
}
