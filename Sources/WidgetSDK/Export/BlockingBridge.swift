import Foundation
internal import Synchronization

/// Runs async plugin code for a synchronous C call.
///
/// The work starts at once on the calling thread (`Task.immediate`): a handler that never
/// suspends, as most `perform()`s and providers do not, completes before `run` returns from
/// starting it, with no thread hop and no wait. Work that really suspends resumes on the
/// concurrency pool while the calling thread waits for it; the header's `[plugin-thread]` rule
/// promises that thread is not a pool thread. A host that breaks the rule gets an internal
/// error back at once, naming the rule, instead of a pool that may wait for itself forever.
///
/// On the main thread, the wait runs the main run loop instead of blocking: iOS code marks
/// `perform()` and SwiftData's `mainContext` work `@MainActor`, whose jobs run on the main
/// queue, which a blocked main thread would never drain.
enum BlockingBridge {
    /// What a host that calls from a Swift task gets back.
    static let calledFromATask =
        "a handler was called from a Swift concurrency task, which the ABI's [plugin-thread] rule forbids: "
        + "the SDK would block a concurrency pool thread waiting for the pool; call plugins on a thread of your own"

    /// The result of `operation`, waiting for it on the calling thread if it suspends; an
    /// internal error, without running it, if the calling thread runs a Swift task.
    static func run(_ operation: @escaping @Sendable () async -> HandlerResult) -> HandlerResult {
        guard !isInTask else { return .failure(HandlerError(status: .internal, message: calledFromATask)) }
        let outcome = Outcome(operation)
        start(outcome)
        if let value = outcome.take() { return value }
        return outcome.wait(onMainThread: Thread.isMainThread)
    }

    /// Starts `outcome`'s operation on the calling thread, handing its value to `outcome`.
    ///
    /// `Task.immediate` must be inlined here, where its `executorPreference` is a known `nil`.
    /// Called through a specialization that takes the preference as an argument, it gives every
    /// task an empty executor-preference record, and each executor switch of the task then takes
    /// the task's status lock (about 2,500 instructions of a Swift perform, measured with
    /// callgrind). The loop of one is what makes the optimizer inline it: it weighs a call in a
    /// loop higher, and `@inline(__always)` cannot be put on the standard library's function.
    /// The task's closure captures the outcome alone, which is then its context: no box is made.
    @inline(never)
    private static func start(_ outcome: Outcome) {
        for _ in 0..<1 { Task.immediate { outcome.finish(with: await outcome.operation()) } }
    }

    /// Whether the calling thread is running a Swift task (synchronous code called from `async` code).
    /// A task always has a base priority, and outside one there is none; asked this way, the
    /// runtime runs no generic code (`withUnsafeCurrentTask`'s closure costs half as much again).
    private static var isInTask: Bool { Task.basePriority != nil }

    /// The value a task hands to the thread that waits for it. The semaphore is made only when
    /// the thread has to wait (the task suspended), not for the handlers that finish at once.
    private final class Outcome: Sendable {
        private enum State {
            case running
            case waiting(DispatchSemaphore)
            case finished(HandlerResult)
        }

        private let state = Mutex<State>(.running)
        /// Whether the waiting thread is the main thread, which must be woken through its run loop.
        private let waitsOnMainThread = Atomic<Bool>(false)
        /// The work whose value this outcome receives.
        let operation: @Sendable () async -> HandlerResult

        init(_ operation: @escaping @Sendable () async -> HandlerResult) {
            self.operation = operation
        }

        func finish(with result: HandlerResult) {
            let waiter = state.withLock { state -> DispatchSemaphore? in
                defer { state = .finished(result) }
                if case .waiting(let semaphore) = state { return semaphore }
                return nil
            }
            waiter?.signal()
            // Wakes the main run loop in `wait`, so that it sees the value.
            if waitsOnMainThread.load(ordering: .sequentiallyConsistent) { DispatchQueue.main.async {} }
        }

        /// The value, if the task has finished.
        func take() -> HandlerResult? {
            state.withLock { state in
                guard case .finished(let result) = state else { return nil }
                state = .running
                return result
            }
        }

        /// Waits for the value: on the main thread by running its run loop, elsewhere on a semaphore.
        func wait(onMainThread: Bool) -> HandlerResult {
            if onMainThread {
                waitsOnMainThread.store(true, ordering: .sequentiallyConsistent)
                while true {
                    if let result = take() { return result }
                    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
                }
            }
            let semaphore = state.withLock { state -> DispatchSemaphore? in
                if case .finished = state { return nil }
                let semaphore = DispatchSemaphore(value: 0)
                state = .waiting(semaphore)
                return semaphore
            }
            semaphore?.wait()
            guard let result = take() else { preconditionFailure("BlockingBridge: the task signalled without a value") }
            return result
        }
    }
}
