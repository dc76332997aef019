import CWorkerProcess
import Foundation
import Synchronization

/// Where the worker's notices go, and whether a call is running.
///
/// Log lines and reload requests made during a call go on the call channel, before the reply
/// (the host reads them as part of the call); those made between calls go on the notice
/// channel, which the host reads at any time. A watcher thread notices the host going away even
/// while a handler hangs, and then ends the process at once.
final class WorkerOutbox: Sendable {
    let calls: WorkerChannel
    let notices: WorkerChannel
    /// Whether a call runs, how many have begun, and whether the host has gone.
    private let state = Mutex<(busy: Bool, calls: Int, closed: Bool)>((false, 0, false))
    /// Held across one key-value request and its answer (``WorkerStorageRelay``), and by ``endCall()``: so
    /// that the main thread reads the call channel again only once no request is waiting for its answer there.
    let exchange = NSLock()

    init(calls: WorkerChannel, notices: WorkerChannel) {
        self.calls = calls
        self.notices = notices
    }

    /// Sends a notice on the channel that keeps it in order with the calls.
    func send(_ message: WorkerMessage) {
        let busy = state.withLock { $0.busy }
        try? (busy ? calls : notices).send(message)
    }

    /// Marks a call as running; `false` if the host has gone (the call must not run).
    func beginCall() -> Bool {
        state.withLock { state in
            guard !state.closed else { return false }
            state.busy = true
            state.calls += 1
            return true
        }
    }

    /// Marks the running call as done, once no key-value request is waiting for its answer on the call channel.
    func endCall() {
        exchange.lock()
        defer { exchange.unlock() }
        state.withLock { $0.busy = false }
    }

    /// The number of the call running (how many began), or `nil` between calls.
    var runningCall: Int? { state.withLock { $0.busy ? $0.calls : nil } }

    /// Starts the thread that waits for the host to close the call channel: if a call is
    /// running then (the host died, or killed a hung call), the process ends at once.
    func watchForHangup() {
        let thread = Thread { [self] in
            calls.waitForHangup()
            let busy = state.withLock { state in
                state.closed = true
                return state.busy
            }
            if busy { whproc_exit_now(0) }
        }
        thread.name = "widgethost.worker.hangup"
        thread.start()
    }
}
