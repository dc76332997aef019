/// The time span of `ProgressView(timerInterval:countsDown:)`: the renderer computes the bar's fraction
/// from the time it draws at, as it writes a timer text (`Text(timerInterval:)`).
///
/// On the wire, a progress node's `"timer": {"start": 1714557600, "end": 1714561200, "countsDown": true}`
/// (seconds since 1970); the node's `fraction` is the bar when the plugin made it, for readers that ignore the timer.
public struct ProgressTimer: Codable, Hashable, Sendable {
    public var start: Double
    public var end: Double
    /// Whether the bar empties as time passes (`true`, the default) or fills.
    public var countsDown: Bool

    public init(start: Double, end: Double, countsDown: Bool) {
        self.start = start
        self.end = end
        self.countsDown = countsDown
    }

    /// The bar's fraction at `now` (seconds since 1970): the part of the span left when counting down, else
    /// the part passed; 0…1 (a span of no length is done).
    ///
    /// ```swift
    /// ProgressTimer(start: 0, end: 100, countsDown: true).fraction(at: 25)  // 0.75
    /// ```
    public func fraction(at now: Double) -> Double {
        let passed = end > start ? min(max((now - start) / (end - start), 0), 1) : 1
        return countsDown ? 1 - passed : passed
    }
}
