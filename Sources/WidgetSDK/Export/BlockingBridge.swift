import Foundation
internal import Synchronization

/// Runs async plugin code for a synchronous C call.
///
/// The header's `[plugin-thread]` rule promises the host never calls a handler from a Swift
/// concurrency pool thread, so the calling thread may block while a detached task does the
/// work on the pool. A host that breaks the rule gets an internal error back at once, naming
/// the rule, instead of a pool that may wait for itself forever.
///
/// On the main thread, the wait runs the main run loop instead of blocking: iOS code marks
/// `perform()` and SwiftData's `mainContext` work `@MainActor`, whose jobs run on the main
/// queue, which a blocked main thread would never drain.
enum BlockingBridge {
    /// What a host that calls from a Swift task gets back.
    static let calledFromATask =
        "a handler was called from a Swift concurrency task, which the ABI's [plugin-thread] rule forbids: "
        + "the SDK would block a concurrency pool thread waiting for the pool; call plugins on a thread of your own"

    /// The result of `operation`, waiting for it on the calling thread; an internal error,
    /// without running it, if the calling thread runs a Swift task.
    static func run(_ operation: @escaping @Sendable () async -> HandlerResult) -> HandlerResult {
        guard !isInTask else { return .failure(HandlerError(status: .internal, message: calledFromATask)) }
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<HandlerResult?>(nil)
        let onMainThread = Thread.isMainThread
        Task.detached {
            let value = await operation()
            outcome.withLock { $0 = value }
            done.signal()
            // Wakes the main run loop below, so that it sees the value.
            if onMainThread { DispatchQueue.main.async {} }
        }
        if onMainThread {
            while outcome.withLock({ $0 == nil }) { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
        } else {
            done.wait()
        }
        guard let value = outcome.withLock({ $0.take() }) else {
            preconditionFailure("BlockingBridge: the task signalled without a value")
        }
        return value
    }

    /// Whether the calling thread is running a Swift task (synchronous code called from `async` code).
    private static var isInTask: Bool { withUnsafeCurrentTask { $0 != nil } }
}
