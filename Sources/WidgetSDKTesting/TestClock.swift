import Foundation
import Synchronization

/// The clock of one ``WidgetTestEnvironment``: what `WidgetClock.now` returns in code it runs,
/// set and advanced by the test.
///
/// ```swift
/// environment.clock.advance(by: 3600)  // an hour later
/// ```
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    /// A clock that reads `now` until it is set or advanced.
    public init(now: Date) {
        current = Mutex(now)
    }

    /// The clock's time.
    public var now: Date {
        current.withLock { $0 }
    }

    /// Makes the clock read `date`.
    public func set(to date: Date) {
        current.withLock { $0 = date }
    }

    /// Moves the clock `interval` seconds forward (backward when negative).
    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
