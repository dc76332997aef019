/// The host's clock. Use it instead of `Date()` so that the host (and tests) can drive time.
///
/// ```swift
/// let entry = SimpleEntry(date: WidgetClock.now)
/// ```
public enum WidgetClock {
    /// The host's current time; the system clock when no host is attached.
    public static var now: Date {
        HostServices.current.now()
    }
}
