import CWorkerProcess
import Foundation

/// One running worker process, the channel to it, and the thread that reads it.
///
/// The reader thread hands replies to the caller waiting in ``next(until:)``, forwards the
/// plugin's log lines and reload requests at once (``notices``), and when the channel closes,
/// waits for the process to end and reports how it ended. The process is reaped only after
/// ``kill()`` can no longer reach it, so a pid is never signalled after it could be reused.
final class WorkerProcess: @unchecked Sendable {
    /// What the reader thread saw.
    enum Event {
        /// A frame that answers the host (ready, failed, reply).
        case message(WorkerMessage, body: [UInt8])
        /// The process ended; `violation` says why the host stopped it, if it broke the protocol.
        case ended(WorkerTermination, violation: String?)
    }

    /// The worker's process id.
    let processID: Int32
    /// The socket to the worker.
    let channel: WorkerChannel
    private let events = NSCondition()
    private var queue: [Event] = []
    private let reaping = NSLock()
    private var hasEnded = false

    /// Starts `executable` with `arguments`, `environment`, and a channel as its standard input and output.
    ///
    /// - Parameter notices: called on the reader thread with every log line and reload request.
    /// - Throws: the system's reason if the process cannot be started.
    init(
        executable: String, arguments: [String], environment: [String: String],
        notices: @escaping @Sendable (WorkerMessage) -> Void
    ) throws(WorkerSpawnError) {
        var sockets: [Int32] = [-1, -1]
        let created = wh_worker_channel(&sockets)
        guard created == 0 else { throw WorkerSpawnError(reason: WorkerChannel.reason(created)) }
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        let pid = (argv + [nil]).withUnsafeBufferPointer { argvPointer in
            (envp + [nil]).withUnsafeBufferPointer { wh_worker_spawn(executable, argvPointer.baseAddress, $0.baseAddress, sockets[1]) }
        }
        wh_worker_close(sockets[1])
        guard pid > 0 else {
            wh_worker_close(sockets[0])
            throw WorkerSpawnError(reason: WorkerChannel.reason(pid))
        }
        processID = pid
        channel = WorkerChannel(descriptor: sockets[0])
        let thread = Thread { [self] in readUntilEnd(notices) }
        thread.name = "widgethost.worker.\(pid)"
        thread.start()
    }

    /// The next event, waiting until `deadline` (a `Date`); `nil` if none came in time.
    func next(until deadline: Date) -> Event? {
        events.lock()
        defer { events.unlock() }
        while queue.isEmpty {
            guard events.wait(until: deadline) else { return queue.isEmpty ? nil : queue.removeFirst() }
        }
        return queue.removeFirst()
    }

    /// Waits for the process to end and returns how it ended, skipping any other event.
    @discardableResult
    func waitForEnd() -> (termination: WorkerTermination, violation: String?) {
        events.lock()
        defer { events.unlock() }
        while true {
            while queue.isEmpty { events.wait() }
            if case .ended(let termination, let violation) = queue.removeFirst() { return (termination, violation) }
        }
    }

    /// Kills the worker (SIGKILL, its process group too), unless it has already ended.
    func kill() {
        reaping.lock()
        defer { reaping.unlock() }
        if !hasEnded { _ = wh_worker_kill(processID) }
    }

    /// Asks the worker to finish (it reads end of file, runs the plugin's `deinit` and exits),
    /// kills it if it has not ended within `grace` seconds, and returns how it ended.
    @discardableResult
    func stop(grace: Double) -> WorkerTermination {
        channel.endWriting()
        let deadline = Date().addingTimeInterval(grace)
        while let event = next(until: deadline) {
            if case .ended(let termination, _) = event { return termination }
        }
        kill()
        return waitForEnd().termination
    }

    // MARK: - The reader thread

    private func readUntilEnd(_ notices: @Sendable (WorkerMessage) -> Void) {
        var violation: String?
        while true {
            do {
                guard let (message, body) = try channel.receive() else { break }
                switch message {
                case .log, .reload: notices(message)
                default: post(.message(message, body: body))
                }
            } catch .malformed(let reason) {
                violation = reason
                kill()
                break
            } catch {
                break
            }
        }
        post(.ended(waitForExit(), violation: violation))
    }

    /// Waits until the process has ended, marks it so ``kill()`` leaves its pid alone, then reaps it.
    private func waitForExit() -> WorkerTermination {
        var exitStatus: Int32 = 0
        var signal: Int32 = 0
        guard wh_worker_wait(processID, 1, 1, &exitStatus, &signal) == 1 else { return .exited(-1) }
        reaping.lock()
        hasEnded = true
        _ = wh_worker_wait(processID, 1, 0, &exitStatus, &signal)
        reaping.unlock()
        return signal != 0 ? .signaled(signal) : .exited(exitStatus)
    }

    private func post(_ event: Event) {
        events.lock()
        queue.append(event)
        events.signal()
        events.unlock()
    }

    /// `SIGSEGV` for 11, if the signal has a name.
    static func signalName(_ signal: Int32) -> String? {
        wh_worker_signal_name(signal).map { "SIG" + String(cString: $0) }
    }
}

/// A worker process could not be started; `reason` is the system's.
struct WorkerSpawnError: Error {
    let reason: String
}
