internal import Synchronization

/// The `@Parameter`s an intent makes while it is made, in the order it makes them: how the SDK
/// reaches a new intent's parameters without reflecting on it (see ``IntentLayout``).
///
/// Every ``IntentParameter`` records itself here when it is created; outside ``making(_:)``
/// nothing collects them and recording does nothing.
enum ParameterCollection {
    /// The parameters one intent made; used by the one thread that makes it.
    final class Collector: @unchecked Sendable {
        var parameters: [any AnyIntentParameter] = []
    }

    @TaskLocal private static var collector: Collector?
    /// How many ``making(_:)`` calls are running, in any thread: while none is, a parameter made
    /// (every intent a perform makes) does not look the task-local collector up.
    private static let collecting = Atomic<Int>(0)

    /// Records a parameter just created, if an intent is being made through ``making(_:)``.
    static func record(_ parameter: any AnyIntentParameter) {
        guard collecting.load(ordering: .acquiring) > 0 else { return }
        collector?.parameters.append(parameter)
    }

    /// The intent `make` returns and the parameters created while it ran, in creation order.
    static func making<Intent: AppIntent>(_ make: () -> Intent) -> (intent: Intent, parameters: [any AnyIntentParameter]) {
        let collector = Collector()
        collecting.add(1, ordering: .acquiringAndReleasing)
        defer { collecting.subtract(1, ordering: .acquiringAndReleasing) }
        let intent = $collector.withValue(collector) { make() }
        return (intent, collector.parameters)
    }
}
