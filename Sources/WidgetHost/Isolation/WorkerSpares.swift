import Foundation
import Synchronization

/// A host's spare worker (``WorkerOptions/prespawnsWorkers``): one worker process started ahead
/// of need, `__plugin-worker --spare --state DIR`, which has paid for exec, dynamic linking and
/// the runtimes' start and waits, blocked on its channel (no CPU), for the plugin its host names
/// in a ``WorkerMessage/start(arguments:)`` frame. A worker start whose executable and
/// environment match takes it; every worker start then has a new spare started on a thread of
/// its own (so a host's first worker starts as a new process, and the ones after it from the
/// spare). One spare at most: a spare for another executable or environment replaces it.
final class WorkerSpares: Sendable {
    /// What a spare must have been started with to serve a start.
    struct Key: Hashable, Sendable {
        let executable: String
        let environment: [String: String]
    }

    private struct State: Sendable {
        var spare: (key: Key, process: WorkerProcess)?
        var isStarting = false
        var isShutDown = false
    }

    private let stateDirectory: URL
    private let state = Mutex(State())

    /// Spares for a host over `stateDirectory` (named on their command lines); none is started yet.
    init(stateDirectory: URL) { self.stateDirectory = stateDirectory }

    /// The waiting spare, if it was started for `key`; it is the caller's from then on.
    func take(_ key: Key) -> WorkerProcess? {
        state.withLock { state in
            guard let spare = state.spare, spare.key == key else { return nil }
            state.spare = nil
            return spare.process
        }
    }

    /// The waiting spare's process id, if there is one.
    var processID: Int32? { state.withLock { $0.spare?.process.processID } }

    /// Starts a spare for `key` on a thread of its own, unless one is waiting or starting.
    func replenish(_ key: Key) {
        let starts = state.withLock { state in
            guard !state.isShutDown, !state.isStarting, state.spare?.key != key else { return false }
            state.isStarting = true
            return true
        }
        guard starts else { return }
        let thread = Thread { [self] in
            let process = try? WorkerProcess(
                executable: key.executable, arguments: [PluginWorker.subcommand, PluginWorker.spareFlag, "--state", stateDirectory.path],
                environment: key.environment, notices: { _ in })
            let unwanted = state.withLock { state -> WorkerProcess? in
                state.isStarting = false
                guard let process, !state.isShutDown else { return process }
                defer { state.spare = (key, process) }
                return state.spare?.process
            }
            unwanted?.stop(grace: 1)
        }
        thread.name = "widgethost.worker.spare"
        thread.start()
    }

    /// Stops the waiting spare and starts no more (the host shut down).
    func shutDown() {
        let spare = state.withLock { state in
            state.isShutDown = true
            defer { state.spare = nil }
            return state.spare?.process
        }
        spare?.stop(grace: 1)
    }
}
