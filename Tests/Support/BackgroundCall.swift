import Foundation
import Synchronization

/// A call running on a thread of its own while the test goes on (a plugin call the test holds
/// at a ``FIFOGate``, say); ``result()`` waits for it to end.
///
/// ```swift
/// let reload = BackgroundCall { try runtime.reload(.instance(id)) }
/// let reports = try reload.result()
/// ```
public final class BackgroundCall<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` on a new thread.
    public init(_ body: @escaping @Sendable () throws -> Value) {
        Thread { [self] in
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            done.signal()
        }.start()
    }

    /// Waits for the call to end; returns what it returned, or throws what it threw.
    public func result() throws -> Value {
        done.wait()
        done.signal()
        return try outcome.withLock { $0! }.get()
    }
}
