import Foundation

/// Foundation's `RelativeDateTimeFormatter`, which swift-corelibs-foundation lacks: a date relative to
/// another in words ("in 2 hours", "3 days ago", "yesterday"), in English (Linux has no localization
/// tables for it).
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.unitsStyle = .short
/// Text("Updated \(formatter.localizedString(for: entry.updated, relativeTo: entry.date))")  // "Updated 5 min. ago"
/// ```
public final class RelativeDateTimeFormatter: @unchecked Sendable {
    /// Whether nearby dates are named ("yesterday") or counted ("1 day ago").
    public enum DateTimeStyle: Sendable {
        case numeric, named
    }

    /// How units are written: "2 hours", "two hours", "2 hr.", "2h".
    public enum UnitsStyle: Sendable {
        case full, spellOut, short, abbreviated
    }

    /// Named or numeric; numeric by default.
    public var dateTimeStyle = DateTimeStyle.numeric
    /// The units' style; full by default.
    public var unitsStyle = UnitsStyle.full
    /// The calendar dates are compared in.
    public var calendar: Calendar = .current
    /// Recorded; the text is English.
    public var locale: Locale = .current
    /// Recorded; the text starts in lower case, as in a sentence.
    public var formattingContext: Formatter.Context = .unknown

    public init() {}

    /// `date` relative to `referenceDate`: "in 2 hours", "2 hours ago", and with `.named` "now", "yesterday", "next week".
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
        let parts = calendar.dateComponents(units, from: referenceDate, to: date)
        return localizedString(from: parts)
    }

    /// The largest non-zero unit of `dateComponents`, relative to now ("in 3 days").
    public func localizedString(from dateComponents: DateComponents) -> String {
        let order: [(Int?, RelativeUnit)] = [
            (dateComponents.year, .year), (dateComponents.month, .month),
            (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week), (dateComponents.day, .day),
            (dateComponents.hour, .hour), (dateComponents.minute, .minute), (dateComponents.second, .second),
        ]
        let (count, unit) = order.first { ($0.0 ?? 0) != 0 }.map { ($0.0 ?? 0, $0.1) } ?? (0, .second)
        return phrase(count, unit)
    }

    /// `timeInterval` seconds from now, in its largest unit ("in 2 hours" for 7,200).
    public func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// `obj` formatted when it is a `Date` (relative to now), else `nil`.
    public func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func phrase(_ count: Int, _ unit: RelativeUnit) -> String {
        if dateTimeStyle == .named, let name = unit.name(for: count) { return name }
        let separator = unitsStyle == .abbreviated ? "" : " "
        let amount = number(abs(count)) + separator + unit.word(abs(count), unitsStyle)
        return count < 0 ? "\(amount) ago" : "in \(amount)"
    }

    private func number(_ value: Int) -> String {
        guard unitsStyle == .spellOut else { return String(value) }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// A calendar unit of ``RelativeDateTimeFormatter``, with its English words.
private enum RelativeUnit {
    case year, month, week, day, hour, minute, second

    /// "hours", "hr.", "h".
    func word(_ count: Int, _ style: RelativeDateTimeFormatter.UnitsStyle) -> String {
        let (singular, plural, short, abbreviated): (String, String, String, String) =
            switch self {
            case .year: ("year", "years", "yr.", "y")
            case .month: ("month", "months", "mo.", "mo")
            case .week: ("week", "weeks", "wk.", "w")
            case .day: ("day", "days", count == 1 ? "day" : "days", "d")
            case .hour: ("hour", "hours", "hr.", "h")
            case .minute: ("minute", "minutes", "min.", "m")
            case .second: ("second", "seconds", "sec.", "s")
            }
        switch style {
        case .full, .spellOut: return count == 1 ? singular : plural
        case .short: return short
        case .abbreviated: return abbreviated
        }
    }

    /// The name of `count` of this unit from now, where English has one ("yesterday", "next week", "now").
    func name(for count: Int) -> String? {
        switch (self, count) {
        case (.second, 0): "now"
        case (.day, -1): "yesterday"
        case (.day, 1): "tomorrow"
        case (.week, -1): "last week"
        case (.week, 1): "next week"
        case (.month, -1): "last month"
        case (.month, 1): "next month"
        case (.year, -1): "last year"
        case (.year, 1): "next year"
        default: nil
        }
    }
}
