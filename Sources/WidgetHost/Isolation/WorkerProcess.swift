import CWorkerProcess
import Foundation
import Synchronization

/// One running worker process and its two channels: calls (the worker's standard input and
/// output), which the calling thread reads itself while it waits for a reply, and notices
/// (descriptor 3), where the plugin's log lines and reload requests made between calls arrive,
/// read by a thread of their own and forwarded at once.
///
/// Log lines and reload requests made during a call come on the call channel, before the reply,
/// so they belong to that call. Only the owner (a ``WorkerConnection``, under its plugin's call
/// lock) waits, kills and reaps, so a pid is never signalled after it was reaped.
final class WorkerProcess: @unchecked Sendable {
    /// What waiting for the worker's answer produced.
    enum Event {
        /// A frame that answers the host (ready, failed, reply).
        case message(WorkerMessage, body: [UInt8])
        /// The process ended; `violation` says why the host stopped it, if it broke the protocol.
        case ended(WorkerTermination, violation: String?)
        /// Its resident memory passed the limit (it holds this many bytes); it was killed and reaped.
        case overMemory(resident: Int)
    }

    /// How often, in seconds, a call in flight checks the worker's resident memory.
    static let memoryCheckInterval = 0.25

    /// The worker's process id.
    let processID: Int32
    /// Calls, replies, and notices made during a call.
    let channel: WorkerChannel
    private let notices: NoticeForwarder
    private var termination: WorkerTermination?
    /// The worker's resident memory once its plugin had loaded: what its memory cap is counted from.
    var residentBaseline = 0

    /// Starts `executable` with `arguments`, `environment`, and the two channels.
    ///
    /// - Parameters:
    ///   - notices: called with every log line and reload request (from the notice thread between
    ///     calls, from the waiting thread during a call).
    ///   - storage: answers the plugin's key-value requests, on the channel each came on (a spare's
    ///     fail until it has a plugin).
    /// - Throws: the system's reason if the process cannot be started.
    init(
        executable: String, arguments: [String], environment: [String: String],
        notices: @escaping @Sendable (WorkerMessage) -> Void, storage: @escaping StorageAnswering = WorkerProcess.refuseStorage
    ) throws(WorkerSpawnError) {
        var calls: [Int32] = [-1, -1]
        var noticeSockets: [Int32] = [-1, -1]
        let created = whproc_channel(&calls)
        guard created == 0 else { throw WorkerSpawnError(reason: WorkerChannel.reason(created)) }
        let createdNotices = whproc_channel(&noticeSockets)
        guard createdNotices == 0 else {
            calls.forEach(whproc_close)
            throw WorkerSpawnError(reason: WorkerChannel.reason(createdNotices))
        }
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer { (argv + envp).forEach { free($0) } }
        let pid = (argv + [nil]).withUnsafeBufferPointer { argvPointer in
            (envp + [nil]).withUnsafeBufferPointer {
                whproc_spawn(executable, argvPointer.baseAddress, $0.baseAddress, calls[1], noticeSockets[1])
            }
        }
        whproc_close(calls[1])
        whproc_close(noticeSockets[1])
        guard pid > 0 else {
            whproc_close(calls[0])
            whproc_close(noticeSockets[0])
            throw WorkerSpawnError(reason: WorkerChannel.reason(pid))
        }
        processID = pid
        channel = WorkerChannel(descriptor: calls[0])
        let forwarder = NoticeForwarder(notices, storage: storage)
        self.notices = forwarder
        let noticeChannel = WorkerChannel(descriptor: noticeSockets[0])
        let thread = Thread {
            while let (message, body) = try? noticeChannel.receive() {
                guard case .storage(let request) = message else {
                    forwarder.forward(message)
                    continue
                }
                let answer = forwarder.answer(request, body)
                try? noticeChannel.send(.stored(answer.answer), body: answer.body)
            }
        }
        thread.name = "widgethost.worker.\(pid).notices"
        thread.start()
    }

    /// Answers a worker's key-value request: the read or write, and the answer with its body.
    typealias StorageAnswering = @Sendable (WorkerStorageRequest, [UInt8]) -> (answer: WorkerStorageAnswer, body: [UInt8])

    /// The answer of a worker that has no plugin yet: every request fails.
    static let refuseStorage: StorageAnswering = { _, _ in (WorkerStorageAnswer(status: .failed), []) }

    /// Sends the worker's notices to `handler` and its key-value requests to `storage` from now on: a spare worker's go
    /// to its plugin's services once it has one.
    func forwardNotices(to handler: @escaping @Sendable (WorkerMessage) -> Void, storage: @escaping StorageAnswering) {
        notices.handler.withLock { $0 = handler }
        notices.storage.withLock { $0 = storage }
    }

    /// A worker dropped without ``stop(grace:)`` (its host was never shut down) is asked to
    /// finish and reaped on a thread of its own, so it never stays behind as a zombie.
    deinit {
        guard termination == nil else { return }
        channel.endWriting()
        let pid = processID
        let thread = Thread { _ = Self.reap(pid) }
        thread.name = "widgethost.worker.\(pid).reaper"
        thread.start()
    }

    /// The worker's resident memory in bytes, from `/proc`; `nil` once it cannot be read.
    var residentBytes: Int? {
        let bytes = whproc_resident_bytes(processID)
        return bytes >= 0 ? Int(bytes) : nil
    }

    /// Reads the call channel until a frame that answers the host arrives (forwarding the notices
    /// before it), the worker ends, or `deadline` (seconds of ``WorkerChannel/uptime``) passes (`nil`).
    /// The read blocks (after at most 40 µs of retrying; see ``WorkerChannel``), waking every ``memoryCheckInterval`` while the worker has not
    /// answered; with `residentLimit`, its resident memory is checked then, and a worker above
    /// the limit is killed (``Event/overMemory(resident:)``).
    func next(until deadline: Double, residentLimit: Int? = nil) -> Event? {
        if let termination { return .ended(termination, violation: nil) }
        while true {
            let remaining = deadline - WorkerChannel.uptime
            guard remaining > 0 else { return nil }
            do {
                switch try channel.receive(waitingAtMost: min(remaining, Self.memoryCheckInterval)) {
                case .frame(let message, let body):
                    switch message {
                    case .log, .reload: notices.forward(message)
                    case .storage(let request):
                        let answer = notices.answer(request, body)
                        try? channel.send(.stored(answer.answer), body: answer.body)
                    default: return .message(message, body: body)
                    }
                case .end: return .ended(reap(), violation: nil)
                case .timedOut:
                    if let residentLimit, let resident = residentBytes, resident > residentLimit {
                        kill()
                        reap()
                        return .overMemory(resident: resident)
                    }
                }
            } catch .malformed(let reason) {
                kill()
                return .ended(reap(), violation: reason)
            } catch {
                return .ended(reap(), violation: nil)
            }
        }
    }

    /// Kills the worker (SIGKILL, its process group too), unless it was already reaped.
    func kill() {
        if termination == nil { _ = whproc_kill(processID) }
    }

    /// Waits for the worker to end and reaps it; a worker that closed its channel but lingers
    /// for more than two seconds is killed.
    @discardableResult
    func reap() -> WorkerTermination {
        if let termination { return termination }
        let ended = Self.reap(processID)
        termination = ended
        return ended
    }

    /// Reaps `pid`, killing it (and its process group) if it lingers for more than two seconds;
    /// the wait blocks on a pidfd (a kernel without one: checks every millisecond).
    private static func reap(_ pid: Int32) -> WorkerTermination {
        var exitStatus: Int32 = 0
        var signal: Int32 = 0
        let lingerLimit = WorkerChannel.uptime + 2
        var status = whproc_reap(pid, 0, &exitStatus, &signal)
        while status == 0 && WorkerChannel.uptime < lingerLimit {
            let remaining = Int32(((lingerLimit - WorkerChannel.uptime) * 1000).rounded(.up))
            if whproc_wait_exit(pid, max(1, remaining)) < 0 { usleep(1_000) }
            status = whproc_reap(pid, 0, &exitStatus, &signal)
        }
        if status == 0 {
            _ = whproc_kill(pid)
            status = whproc_reap(pid, 1, &exitStatus, &signal)
        }
        return status == 1 ? (signal != 0 ? .signaled(signal) : .exited(exitStatus)) : .exited(-1)
    }

    /// Asks the worker to finish (it reads end of file, runs the plugin's `deinit` and exits),
    /// kills it if it has not ended within `grace` seconds, and returns how it ended.
    /// A worker that has ended while a process it started still holds the channel open is reaped then, and that
    /// process group killed, rather than waited for until `grace` runs out.
    @discardableResult
    func stop(grace: Double) -> WorkerTermination {
        channel.endWriting()
        let deadline = WorkerChannel.uptime + grace
        while WorkerChannel.uptime < deadline {
            if case .ended(let termination, _)? = next(until: min(deadline, WorkerChannel.uptime + Self.stopCheckInterval)) {
                return termination
            }
            if let ended = reapIfEnded() { return ended }
        }
        kill()
        return reap()
    }

    /// How often ``stop(grace:)`` looks whether the worker itself has ended, in seconds.
    private static let stopCheckInterval = 0.05

    /// The worker's end if it has ended (the rest of its process group killed, then reaped: an unreaped worker keeps
    /// its process and group ids from being reused); `nil` while it runs, or without a pidfd to ask.
    private func reapIfEnded() -> WorkerTermination? {
        if let termination { return termination }
        guard whproc_wait_exit(processID, 0) == 1 else { return nil }
        _ = whproc_kill(processID)
        return reap()
    }

    /// `SIGSEGV` for 11, if the signal has a name.
    static func signalName(_ signal: Int32) -> String? {
        whproc_signal_name(signal).map { "SIG" + String(cString: $0) }
    }
}

/// Where a worker's notices and key-value requests go: replaced once, when a spare worker gets its plugin.
private final class NoticeForwarder: Sendable {
    let handler: Mutex<@Sendable (WorkerMessage) -> Void>
    let storage: Mutex<WorkerProcess.StorageAnswering>

    init(_ handler: @escaping @Sendable (WorkerMessage) -> Void, storage: @escaping WorkerProcess.StorageAnswering) {
        self.handler = Mutex(handler)
        self.storage = Mutex(storage)
    }

    func forward(_ message: WorkerMessage) { handler.withLock { $0 }(message) }

    func answer(_ request: WorkerStorageRequest, _ body: [UInt8]) -> (answer: WorkerStorageAnswer, body: [UInt8]) {
        storage.withLock { $0 }(request, body)
    }
}

/// A worker process could not be started; `reason` is the system's.
struct WorkerSpawnError: Error {
    let reason: String
}
