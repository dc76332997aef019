import Foundation

/// Formats dates for people, in the local time zone (`TZ`).
public struct DateText {
    private let full: DateFormatter
    private let time: DateFormatter
    private let day: DateFormatter

    /// Dates written in `timeZone`.
    public init(timeZone: TimeZone = .current) {
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = format
            return formatter
        }
        full = formatter("yyyy-MM-dd HH:mm:ss ZZZ")
        time = formatter("HH:mm")
        day = formatter("yyyy-MM-dd")
    }

    /// `2024-05-01 10:00:00 +0000`.
    public func full(_ seconds: Double) -> String { full.string(from: Date(timeIntervalSince1970: seconds)) }

    /// A date run as `Text(date, style:)` shows it, tagged with its style: `<time 10:00>`.
    public func run(_ seconds: Double, style: DateTextStyle) -> String {
        let date = Date(timeIntervalSince1970: seconds)
        switch style {
        case .time: return "<time \(time.string(from: date))>"
        case .date: return "<date \(day.string(from: date))>"
        case .relative, .offset, .timer: return "<\(style.rawValue) to \(full.string(from: date))>"
        }
    }

    /// A timer run: `<timer 10:00:00 +0000 → 10:05:00 +0000, counting down>`, and `, no hours` when an hour or
    /// more shows as minutes.
    public func timer(start: Double, end: Double, countsDown: Bool, showsHours: Bool = true) -> String {
        "<timer \(full(start)) → \(full(end)), counting \(countsDown ? "down" : "up")\(showsHours ? "" : ", no hours")>"
    }
}
