internal import Synchronization

/// Runs async plugin code for a synchronous C call.
///
/// The header promises the host never calls a handler from a Swift
/// concurrency pool thread, so the calling thread may block while a detached
/// task does the work on the pool.
enum BlockingBridge {
    /// The value of `operation`, waiting for it on the calling thread.
    static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Value?>(nil)
        Task.detached {
            let value = await operation()
            outcome.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        guard let value = outcome.withLock({ $0.take() }) else {
            preconditionFailure("BlockingBridge: the task signalled without a value")
        }
        return value
    }
}
