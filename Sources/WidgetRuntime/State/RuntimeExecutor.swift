import Synchronization
import WidgetHost

/// The one place a runtime's state is changed: a plain (non-recursive) lock around
/// ``RuntimeState``, so every change runs one at a time, in order, and a body cannot call back
/// into the runtime. Plugins are never called inside: a body copies what a call needs and returns.
///
/// What a body leaves for others (instances written, for the write observer; something due,
/// for a sleeping daemon) is handed to them after the lock is released.
final class RuntimeExecutor: Sendable {
    private let state: Mutex<RuntimeState>
    private let observer = Mutex<(@Sendable ([InstanceID]) -> Void)?>(nil)
    private let wakeUp = Mutex<(@Sendable () -> Void)?>(nil)

    /// An executor over an empty state with `schedule`'s rules, reading whole rows from `store`.
    init(schedule: ReloadSchedule, store: InstanceStore) { state = Mutex(RuntimeState(schedule: schedule, store: store)) }

    /// Runs `body` on the state, then tells the observer and the daemon what it left for them.
    func run<Result: Sendable, Failure: Error>(
        _ body: (inout RuntimeState) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let (result, written, wake) = state.withLock { state in
            let result = Swift.Result { () throws(Failure) -> Result in try body(&state) }
            defer { state.needsWakeUp = false }
            return (result, state.takeWritten(), state.needsWakeUp)
        }
        if !written.isEmpty { observer.withLock { $0 }?(written) }
        if wake { wakeUp.withLock { $0 }?() }
        return try result.get()
    }

    /// Sets who hears the ids of the instances each write changed.
    func observeWrites(_ observer: (@Sendable ([InstanceID]) -> Void)?) { self.observer.withLock { $0 = observer } }

    /// Sets what is called when a change leaves something due at once (the daemon's wake-up).
    func setWakeUp(_ action: (@Sendable () -> Void)?) { wakeUp.withLock { $0 = action } }
}
