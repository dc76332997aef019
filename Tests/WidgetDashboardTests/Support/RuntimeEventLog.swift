import Foundation
import WidgetRuntime
import WidgetTestSupport

/// The runtime events a dashboard reported, kept for a test to wait for one: waiting is causal
/// (until the event has come), never a sleep.
final class RuntimeEventLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [RuntimeEvent] = []

    /// Adds `new` and wakes whoever waits.
    func append(_ new: [RuntimeEvent]) {
        condition.lock()
        events += new
        condition.broadcast()
        condition.unlock()
    }

    /// Waits (off the pool) until an event that `matches` has been reported, and returns it.
    func next(_ matches: @escaping @Sendable (RuntimeEvent) -> Bool) async throws -> RuntimeEvent {
        try await offThePool { [self] in
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let event = events.first(where: matches) { return event }
                condition.wait()
            }
        }
    }

    /// Waits until a reload that `matches` has been reported, and returns its report.
    func reload(_ matches: @escaping @Sendable (ReloadReport) -> Bool) async throws -> ReloadReport {
        let event = try await next { event in
            if case .reloaded(let report) = event { return matches(report) }
            return false
        }
        guard case .reloaded(let report) = event else { throw TestSetupError("not a reload: \(event)") }
        return report
    }
}
