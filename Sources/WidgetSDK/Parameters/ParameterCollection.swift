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

    /// Records a parameter just created, if an intent is being made through ``making(_:)``.
    static func record(_ parameter: any AnyIntentParameter) {
        collector?.parameters.append(parameter)
    }

    /// The intent `make` returns and the parameters created while it ran, in creation order.
    static func making<Intent: AppIntent>(_ make: () -> Intent) -> (intent: Intent, parameters: [any AnyIntentParameter]) {
        let collector = Collector()
        let intent = $collector.withValue(collector) { make() }
        return (intent, collector.parameters)
    }
}
