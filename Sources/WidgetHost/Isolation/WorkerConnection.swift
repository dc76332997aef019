import Foundation
import Synchronization
import WidgetWire

/// A plugin running in a worker process of its own: the same executable, started with
/// ``PluginWorker/subcommand``, which loads the plugin with the in-process loader and answers
/// calls over a socket (``WorkerChannel``).
///
/// Every call has a deadline (``WorkerOptions/callTimeout``): a worker that misses it is
/// killed. A call whose worker dies fails with the signal or exit status; the next call starts
/// a new worker, after a delay that grows with repeated failures, and too many failures in a
/// short time quarantine the plugin until its file changes or ``restart()``. A plugin file that
/// changes (device, inode, size or modification time) gets a new worker on the next call:
/// that is how a changed plugin is reloaded (a library is never unloaded from a process).
final class WorkerConnection: PluginConnection, Sendable {
    let options: WorkerOptions
    private let pluginID: String
    private let path: String
    private let launch: WorkerLaunch
    private let published: Mutex<Published>
    private let session: ConnectionLock<Session>
    /// Tells ``refresh()`` when the plugin file is worth a `stat`.
    private let fileWatch: PluginFileChanges.Watch

    /// What calls change, under the connection's lock.
    private struct Session: Sendable {
        var worker: WorkerProcess?
        var loadedFile: FileStamp?
        var failedFile: (stamp: FileStamp, error: PluginLoadError)?
        var sequence = 0
    }

    /// What other threads may read.
    private struct Published {
        var current: PluginDescription
        var processID: Int32?
        var starts = 0
        var health: WorkerHealth
    }

    /// Starts the plugin's first worker and reads its manifest.
    ///
    /// - Throws: ``PluginLoadError`` (the worker could not load the file), ``PluginWorkerError``
    ///   (the worker could not be started, crashed or hung while loading).
    init(
        pluginID: String, path: String, stateDirectory: URL, services: PluginServices, options: WorkerOptions, spares: WorkerSpares?
    ) throws {
        self.options = options
        self.pluginID = pluginID
        self.path = path
        launch = WorkerLaunch(
            pluginID: pluginID, path: path, stateDirectory: stateDirectory, services: services, options: options,
            spares: options.prespawnsWorkers ? spares : nil)
        let watch = PluginFileChanges.shared.watch(path)
        var health = WorkerHealth(options: options)
        let file = FileStamp(path: path)
        let (process, description): (WorkerProcess, PluginDescription)
        do {
            (process, description) = try Self.start(launch, file: file, health: &health)
        } catch {
            PluginFileChanges.shared.stopWatching(watch)
            throw error
        }
        fileWatch = watch
        published = Mutex(Published(current: description, processID: process.processID, starts: 1, health: health))
        session = ConnectionLock(pluginID: pluginID, Session(worker: process, loadedFile: file))
    }

    deinit { PluginFileChanges.shared.stopWatching(fileWatch) }

    var isolation: PluginIsolation { .worker(options) }

    var current: PluginDescription { published.withLock { $0.current } }

    var workerStatus: WorkerStatus? {
        let now = WorkerChannel.uptime
        return published.withLock { state in
            WorkerStatus(
                processID: state.processID, starts: state.starts, recentFailures: state.health.recentFailures(at: now),
                lastFailure: state.health.lastFailure, isQuarantined: state.health.quarantine != nil)
        }
    }

    /// Restarts the worker if the plugin file changed; looks at the file only after its folder's
    /// watch saw it change (``PluginFileChanges``), not on every call.
    func refresh() throws {
        try session.withLock { session in
            guard PluginFileChanges.shared.mayHaveChanged(fileWatch) else { return }
            guard let file = FileStamp(path: path), file != session.loadedFile else { return }
            stopWorker(&session)
            published.withLock { $0.health.reset() }  // a new file starts with a clean record
            _ = try startWorker(file: file, &session)
        }
    }

    func run(
        _ call: borrowing BoundCall, holdingReloadsIn services: PluginServices
    ) -> (outcome: Result<HandlerOutcome, any Error>, reloads: [ReloadRequest]) {
        session.call(holdingReloadsIn: services) { session in try self.call(call, services: services, &session) }
    }

    func restart() {
        session.ifRunning { session in
            stopWorker(&session)
            session.failedFile = nil
            published.withLock { $0.health.reset() }
        }
    }

    func shutDown() { session.shutDown { session in stopWorker(&session) } }

    /// Sends `call` to the worker (starting one if there is none) and waits for its reply, within the call deadline.
    /// While `services` stages storage, the staged writes go with the call and come back before its reply.
    private func call(_ call: borrowing BoundCall, services: PluginServices, _ session: inout Session) throws -> HandlerOutcome {
        let process = try session.worker ?? startWorker(file: FileStamp(path: path), &session)
        session.sequence += 1
        let request = WorkerCall(
            sequence: session.sequence, role: WorkerRole(call.role), arguments: call.arguments.map(\.wireValue), now: call.now)
        do {
            let staged = services.stagedStorage.map { (message: WorkerMessage.staged, body: $0.encoded()) }
            try process.channel.send(.call(request), after: staged)
        } catch .malformed(let reason) {
            throw PluginWorkerError.protocolViolation(pluginID: pluginID, reason: reason)
        } catch {
            // The worker is gone: reading its channel below finds the end and how it ended.
        }
        let residentLimit = options.memoryLimit.map { process.residentBaseline + $0 }
        guard
            let event = try nextEvent(
                of: process, until: WorkerChannel.uptime + options.callTimeout, residentLimit: residentLimit, services: services, &session)
        else {
            process.kill()
            process.reap()
            throw failed(
                .timedOut(pluginID: pluginID, call: call.role.callName, seconds: options.callTimeout),
                "\(call.role.callName) did not answer within \(PluginWorkerError.seconds(options.callTimeout))", &session)
        }
        switch event {
        case .message(.reply(let reply), let body) where reply.sequence == request.sequence:
            guard let buffers = reply.buffers(of: body) else {
                throw violation(
                    process, "the reply's result length \(reply.resultLength) does not fit its body of \(body.count) bytes", &session)
            }
            guard let returned = ReturnBits.decode(reply.returned, as: call.descriptor.returns) else {
                throw violation(process, "the reply's return value '\(reply.returned)' is not 64 bits in decimal", &session)
            }
            return HandlerOutcome(returned: returned, result: buffers.result, error: buffers.error)
        case .message(.failed(let failure), _):
            throw PluginWorkerError.workerFailed(pluginID: pluginID, diagnostics: failure.diagnostics.map(\.diagnostic))
        case .message(let message, _):
            throw violation(process, "it answered \(call.role.callName) with \(Self.name(of: message))", &session)
        case .ended(let termination, let reason?):
            throw failed(.protocolViolation(pluginID: pluginID, reason: reason), "it broke the protocol (\(termination))", &session)
        case .ended(let termination, nil):
            throw failed(
                .workerDied(pluginID: pluginID, call: call.role.callName, termination: termination),
                "its worker \(termination) during \(call.role.callName)", &session)
        case .overMemory(let resident):
            let limit = options.memoryLimit ?? 0
            throw failed(
                .memoryExceeded(pluginID: pluginID, call: call.role.callName, limit: limit, resident: resident),
                "its worker used more than \(limit >> 20) MiB above its baseline during \(call.role.callName)", &session)
        }
    }

    /// The worker's next event of the call, within `deadline`, after the staged writes it sends
    /// before its reply (handed to `services`).
    private func nextEvent(
        of process: WorkerProcess, until deadline: Double, residentLimit: Int?, services: PluginServices, _ session: inout Session
    ) throws -> WorkerProcess.Event? {
        var event = process.next(until: deadline, residentLimit: residentLimit)
        while case .message(.staged, let body)? = event {
            guard let writes = StagedStorage(encoded: body) else {
                throw violation(process, "its staged writes (\(body.count) bytes) are malformed", &session)
            }
            services.replaceStaged(writes)
            event = process.next(until: deadline, residentLimit: residentLimit)
        }
        return event
    }

    // MARK: - Starting and stopping

    /// Starts a worker for the file as it is now and adopts its manifest.
    private func startWorker(file: FileStamp?, _ session: inout Session) throws -> WorkerProcess {
        if let file, let failedFile = session.failedFile, failedFile.stamp == file { throw failedFile.error }
        var health = published.withLock { $0.health }
        defer { published.withLock { $0.health = health } }
        do {
            let (process, description) = try Self.start(launch, file: file, health: &health)
            session.worker = process
            session.loadedFile = file
            session.failedFile = nil
            published.withLock { state in
                state.current = description
                state.processID = process.processID
                state.starts += 1
            }
            return process
        } catch let error as PluginLoadError {
            if let file { session.failedFile = (file, error) }
            throw error
        }
    }

    /// Asks the running worker to finish (its plugin's `deinit` runs), killing it if it takes longer than a call may.
    private func stopWorker(_ session: inout Session) {
        guard let process = session.worker else { return }
        session.worker = nil
        published.withLock { $0.processID = nil }
        process.stop(grace: options.callTimeout)
    }

    /// Spawns a worker for `path` and waits for its manifest, within the call deadline.
    private static func start(
        _ launch: WorkerLaunch, file: FileStamp?, health: inout WorkerHealth
    ) throws -> (WorkerProcess, PluginDescription) {
        let (pluginID, path, options) = (launch.pluginID, launch.path, launch.options)
        health.liftIfChanged(file)
        if let quarantine = health.quarantine {
            throw PluginWorkerError.quarantined(
                pluginID: pluginID, path: path, failures: quarantine.failures, window: options.failureWindow,
                lastFailure: health.lastFailure ?? "unknown")
        }
        if let delay = health.restartDelay(at: WorkerChannel.uptime) {
            throw PluginWorkerError.restartDelayed(pluginID: pluginID, seconds: delay, lastFailure: health.lastFailure ?? "unknown")
        }
        let process = try launch.spawn()
        do {
            return (process, try manifest(of: process, pluginID: pluginID, path: path, options: options))
        } catch let error as WorkerStartFailure {
            health.record(error.failure, at: WorkerChannel.uptime, file: file)
            throw error.error
        }
    }

    /// A worker that failed while loading, and the failure its health records.
    private struct WorkerStartFailure: Error {
        let error: PluginWorkerError
        let failure: String
    }

    /// Waits for a new worker's first message, its manifest, and checks it. A load error the
    /// worker reports is thrown as it is; a worker that breaks the protocol, dies or misses the
    /// deadline is a ``WorkerStartFailure``.
    private static func manifest(
        of process: WorkerProcess, pluginID: String, path: String, options: WorkerOptions
    ) throws -> PluginDescription {
        switch process.next(until: WorkerChannel.uptime + options.callTimeout) {
        case .message(.ready(let abi), let body):
            process.residentBaseline = process.residentBytes ?? 0
            do {
                let manifest = try PluginLoader.validManifest(body, path: path)
                return PluginDescription(manifest: manifest, abiVersion: abi, pluginID: pluginID)
            } catch {
                process.stop(grace: options.callTimeout)
                throw error
            }
        case .message(.failed(let failure), _):
            process.stop(grace: options.callTimeout)
            if let loadError = failure.loadError { throw loadError }
            throw PluginWorkerError.workerFailed(pluginID: pluginID, diagnostics: failure.diagnostics.map(\.diagnostic))
        case .message(let message, _):
            process.kill()
            let termination = process.reap()
            throw WorkerStartFailure(
                error: .protocolViolation(pluginID: pluginID, reason: "it began with \(name(of: message)) instead of its manifest"),
                failure: "it broke the protocol while loading (\(termination))")
        case .ended(let termination, let reason?):
            throw WorkerStartFailure(
                error: .protocolViolation(pluginID: pluginID, reason: reason),
                failure: "it broke the protocol while loading (\(termination))")
        case .ended(let termination, nil):
            throw WorkerStartFailure(
                error: .workerDied(pluginID: pluginID, call: "load (init, get_manifest)", termination: termination),
                failure: "its worker \(termination) while loading the plugin")
        case .overMemory, nil:
            process.kill()
            process.reap()
            throw WorkerStartFailure(
                error: .timedOut(pluginID: pluginID, call: "load (init, get_manifest)", seconds: options.callTimeout),
                failure: "loading the plugin took longer than \(PluginWorkerError.seconds(options.callTimeout))")
        }
    }

    /// Records a failure of the running worker (which has ended) and returns `error`.
    private func failed(_ error: PluginWorkerError, _ failure: String, _ session: inout Session) -> PluginWorkerError {
        session.worker = nil
        let file = session.loadedFile
        published.withLock { state in
            state.processID = nil
            state.health.record(failure, at: WorkerChannel.uptime, file: file)
        }
        return error
    }

    /// Kills a worker that broke the protocol, records the failure and returns the error.
    private func violation(_ process: WorkerProcess, _ reason: String, _ session: inout Session) -> PluginWorkerError {
        process.kill()
        let termination = process.reap()
        return failed(.protocolViolation(pluginID: pluginID, reason: reason), "it broke the protocol (\(termination))", &session)
    }

    private static func name(of message: WorkerMessage) -> String {
        switch message {
        case .start: "a start message"
        case .ready: "a ready message"
        case .failed: "a failure message"
        case .call: "a call"
        case .reply(let reply): "the reply to call \(reply.sequence)"
        case .log: "a log line"
        case .reload: "a reload request"
        case .staged: "staged writes"
        case .storage: "a storage request"
        case .stored: "a storage answer"
        }
    }
}
