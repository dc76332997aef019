import Foundation

/// A unit of a duration ``DateComponentsFormatter`` writes, with its English names.
enum DurationUnit {
    case year, month, week, day, hour, minute, second

    /// The unit's name for `count` in `style`: "hours", "hr", "h", "hr" (brief).
    func name(_ count: Int, _ style: DateComponentsFormatter.UnitsStyle) -> String {
        let (singular, plural, short, abbreviated): (String, String, String, String) =
            switch self {
            case .year: ("year", "years", count == 1 ? "yr" : "yrs", "y")
            case .month: ("month", "months", count == 1 ? "mth" : "mths", "mo")
            case .week: ("week", "weeks", count == 1 ? "wk" : "wks", "w")
            case .day: ("day", "days", count == 1 ? "day" : "days", "d")
            case .hour: ("hour", "hours", "hr", "h")
            case .minute: ("minute", "minutes", "min", "m")
            case .second: ("second", "seconds", "sec", "s")
            }
        switch style {
        case .full, .spellOut: return count == 1 ? singular : plural
        case .short, .brief: return short
        case .abbreviated, .positional: return abbreviated
        }
    }
}

/// How ``DateComponentsFormatter`` writes the units it keeps.
enum DurationWriting {
    /// `1:02:05`: the first unit as it is, the others two digits each (all two digits when `padded`).
    static func positional(_ values: [(DurationUnit, Int)], padded: Bool) -> String {
        values.enumerated().map { index, value in
            index == 0 && !padded ? String(value.1) : (value.1 < 10 ? "0" : "") + String(value.1)
        }.joined(separator: ":")
    }

    /// `1h 2m`, `1hr 2min`, `1 hr, 2 min`, `1 hour, 2 minutes` or `one hour, two minutes`.
    static func words(_ values: [(DurationUnit, Int)], style: DateComponentsFormatter.UnitsStyle) -> String {
        let parts = values.map { unit, count in
            let number = style == .spellOut ? spelledOut(count) : String(count)
            let separator = style == .abbreviated || style == .brief ? "" : " "
            return number + separator + unit.name(count, style)
        }
        return parts.joined(separator: style == .abbreviated || style == .brief ? " " : ", ")
    }

    private static func spelledOut(_ count: Int) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
