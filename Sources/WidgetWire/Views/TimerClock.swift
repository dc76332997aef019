/// What a timer shows at an instant: the renderers' running timers, and a paused timer the SDK fixes as text.
///
/// ```swift
/// TimerClock.text(start: 0, end: 300, countsDown: true, showsHours: true, at: 1)  // "4:59"
/// TimerClock.text(seconds: 3723, showsHours: false)                                // "62:03"
/// ```
public enum TimerClock {
    /// `Text(timerInterval:countsDown:showsHours:)` at `seconds` since 1970: the time left until `end` (counting down)
    /// or passed since `start` (counting up), held within the interval.
    public static func text(start: Double, end: Double, countsDown: Bool, showsHours: Bool, at seconds: Double) -> String {
        let length = max(0, end - start)
        let elapsed = min(max(0, seconds - start), length)
        return text(seconds: countsDown ? length - elapsed : elapsed, showsHours: showsHours)
    }

    /// "4:59", "1:02:03"; without hours, an hour or more as minutes: "62:03".
    public static func text(seconds: Double, showsHours: Bool) -> String {
        let whole = wholeSeconds(seconds)
        let hours = showsHours ? whole / 3600 : 0
        let minutes = (whole - hours * 3600) / 60
        let rest = whole % 60
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// The whole seconds of `seconds`, held within ±10¹⁵ (31 million years; no date a plugin can mean lies further),
    /// so that any date in a timeline, however far, gives text instead of a trap.
    public static func wholeSeconds(_ seconds: Double) -> Int {
        guard !seconds.isNaN else { return 0 }
        return Int(min(max(seconds.rounded(.down), -1e15), 1e15))
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
