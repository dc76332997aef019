import Foundation
import WidgetWire

/// Formats `Text(date, style:)` and `Text(timerInterval:)` runs at draw time, from the `now` a renderer is given.
///
/// `.time` "18:30", `.date` "November 29, 2026", `.relative` "5 min, 12 sec" / "2 hr, 23 min",
/// `.offset` "+5 min", `.timer` "4:59" (counting toward or away from the date).
public struct DateTextFormatter: Sendable {
    /// The instant the widget is drawn at.
    public var now: Date
    /// The time zone wall-clock styles (`.time`, `.date`) are shown in.
    public var timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The text a run shows at `now`; an inline symbol shows the character the terminal draws it as.
    public func string(for content: TextRunContent) -> String {
        switch content {
        case .string(let text): text
        case .date(let seconds, let style): string(for: Date(timeIntervalSince1970: seconds), style: style)
        case .timer(let start, let end, let countsDown, let showsHours):
            timer(start: start, end: end, countsDown: countsDown, showsHours: showsHours)
        case .symbol(let name): SymbolCatalog.symbol(named: name).glyph
        }
    }

    /// `date` in `style`.
    public func string(for date: Date, style: DateTextStyle) -> String {
        switch style {
        case .time: time(date)
        case .date: day(date)
        case .relative: relative(date)
        case .offset: offset(date)
        case .timer: clock(abs(date.timeIntervalSince(now)))
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// "18:30" (24-hour clock).
    private func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(parts.hour ?? 0):" + twoDigits(parts.minute ?? 0)
    }

    /// "November 29, 2026".
    private func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = Self.monthNames[max(0, min(11, (parts.month ?? 1) - 1))]
        return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
    }

    /// The time between now and `date` in its two largest units, without "ago" or "in", as SwiftUI's `.relative`
    /// style writes it: "2 hr, 23 min", "5 min, 12 sec", "45 sec", "0 sec" (so `"Updated \(date, style: .relative) ago"`
    /// reads as iOS shows it).
    private func relative(_ date: Date) -> String {
        let whole = Self.wholeSeconds(abs(date.timeIntervalSince(now)))
        let units: [(seconds: Int, name: (Int) -> String)] = [
            (86_400 * 7, { "\($0) wk" }), (86_400, { $0 == 1 ? "1 day" : "\($0) days" }), (3600, { "\($0) hr" }),
            (60, { "\($0) min" }), (1, { "\($0) sec" }),
        ]
        guard let first = units.firstIndex(where: { whole >= $0.seconds }) else { return "0 sec" }
        let largest = whole / units[first].seconds
        var text = units[first].name(largest)
        if first + 1 < units.count {
            let next = units[first + 1]
            let rest = (whole - largest * units[first].seconds) / next.seconds
            if rest > 0 { text += ", " + next.name(rest) }
        }
        return text
    }

    /// "+5 min", "-2 hr", "+0 sec".
    private func offset(_ date: Date) -> String {
        let interval = date.timeIntervalSince(now)
        let amount = Self.amount(abs(interval))
        return (interval < 0 ? "-" : "+") + (amount.isEmpty ? "0 sec" : amount)
    }

    /// The largest whole unit of `seconds`: "45 sec", "5 min", "2 hr", "3 days", "2 wk"; empty under a second.
    static func amount(_ seconds: Double) -> String {
        let whole = Self.wholeSeconds(seconds)
        switch whole {
        case ..<1: return ""
        case ..<60: return "\(whole) sec"
        case ..<3600: return "\(whole / 60) min"
        case ..<86_400: return "\(whole / 3600) hr"
        case ..<(86_400 * 14):
            let days = whole / 86_400
            return days == 1 ? "1 day" : "\(days) days"
        default: return "\(whole / (86_400 * 7)) wk"
        }
    }

    /// A counting timer: time left until `end` (counting down) or since `start` (counting up), within the interval.
    private func timer(start: Double, end: Double, countsDown: Bool, showsHours: Bool) -> String {
        TimerClock.text(start: start, end: end, countsDown: countsDown, showsHours: showsHours, at: now.timeIntervalSince1970)
    }

    /// "4:59", "1:02:03".
    private func clock(_ seconds: Double) -> String { TimerClock.text(seconds: seconds, showsHours: true) }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The whole seconds of `seconds`, held within ±10¹⁵ (see ``TimerClock/wholeSeconds(_:)``).
    static func wholeSeconds(_ seconds: Double) -> Int { TimerClock.wholeSeconds(seconds) }
}
