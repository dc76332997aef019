import Foundation

/// Foundation's `DateComponentsFormatter`, which swift-corelibs-foundation marks unavailable: a
/// duration written as `1:02:05`, `1h 2m`, `1 hr, 2 min` or `1 hour, 2 minutes`, in English (Linux has
/// no localization tables for it).
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute]
/// formatter.unitsStyle = .abbreviated
/// Text(formatter.string(from: entry.remaining) ?? "")  // "2h 15m"
/// ```
public final class DateComponentsFormatter: @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `1:02:05`.
        case positional
        /// `1h 2m 5s`.
        case abbreviated
        /// `1 hr, 2 min, 5 sec`.
        case short
        /// `1 hour, 2 minutes, 5 seconds`.
        case full
        /// `one hour, two minutes, five seconds`.
        case spellOut
        /// `1hr 2min 5sec`.
        case brief
    }

    /// Which units whose value is zero are left out, or padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Positional: leading zero units dropped, the others padded; other styles: every zero unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one are left out.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones are left out.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one are left out.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is left out.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units are padded with zeros (`01:02:05`); no unit is left out.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units that may appear; years to seconds by default.
    public var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// How units are written; positional by default.
    public var unitsStyle = UnitsStyle.positional
    /// Which zero units are left out.
    public var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// How many units are written at most, the largest first; 0 for no limit.
    public var maximumUnitCount = 0
    /// Prefixes "About " to the text.
    public var includesApproximationPhrase = false
    /// Adds " remaining" to the text.
    public var includesTimeRemainingPhrase = false
    /// Recorded; units are written whole.
    public var allowsFractionalUnits = false
    /// Recorded.
    public var collapsesLargestUnit = false
    /// The calendar durations longer than a day are counted in.
    public var calendar: Calendar? = .current
    /// The date durations are counted from; now when `nil`.
    public var referenceDate: Date?
    /// Recorded; the text is English.
    public var formattingContext: Formatter.Context = .unknown

    public init() {}

    /// `ti` seconds, counted in the allowed units from ``referenceDate`` (or now): `3725` → `1:02:05`.
    public func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The time from `startDate` to `endDate`, counted in the allowed units.
    public func string(from startDate: Date, to endDate: Date) -> String? {
        let units = Self.order.filter { allowedUnits.contains($0.unit) }.map(\.component)
        guard !units.isEmpty else { return nil }
        let components = (calendar ?? .current).dateComponents(Set(units), from: startDate, to: endDate)
        return string(from: components)
    }

    /// `components`, the allowed units among them, written in ``unitsStyle``.
    public func string(from components: DateComponents) -> String? {
        let values: [(DurationUnit, Int)] = Self.order.compactMap { entry in
            guard allowedUnits.contains(entry.unit) else { return nil }
            return (entry.name, components.value(for: entry.component) ?? 0)
        }
        guard !values.isEmpty else { return nil }
        let isNegative = values.contains { $0.1 < 0 }
        let kept = visible(values.map { ($0.0, abs($0.1)) })
        var text =
            unitsStyle == .positional
            ? DurationWriting.positional(kept, padded: zeroFormattingBehavior.contains(.pad))
            : DurationWriting.words(kept, style: unitsStyle)
        if isNegative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// `obj` written when it is a `TimeInterval` or `DateComponents`, else `nil`.
    public func string(for obj: Any?) -> String? {
        switch obj {
        case let seconds as TimeInterval: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// `components` written in `unitsStyle` with the default settings.
    public static func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// The units written, after zero units are left out and ``maximumUnitCount`` is applied: positional text
    /// keeps at least its last two units (`0:05`); the other styles keep the smallest unit if all are zero.
    private func visible(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
        let behavior = zeroFormattingBehavior
        var kept: [(DurationUnit, Int)]
        if behavior.contains(.pad) {
            kept = values
        } else if unitsStyle == .positional {
            let first = values.firstIndex { $0.1 != 0 } ?? values.count - 1
            kept = Array(values[min(first, max(0, values.count - 2))...])
        } else {
            let first = values.firstIndex { $0.1 != 0 } ?? values.count
            let last = values.lastIndex { $0.1 != 0 } ?? -1
            let dropsAll = behavior.contains(.default)
            kept = values.enumerated().compactMap { index, value in
                guard value.1 == 0 else { return value }
                let drops =
                    index < first
                    ? behavior.contains(.dropLeading) : index > last ? behavior.contains(.dropTrailing) : behavior.contains(.dropMiddle)
                return drops || dropsAll ? nil : value
            }
            if kept.isEmpty { kept = [values[values.count - 1]] }
        }
        if maximumUnitCount > 0, kept.count > maximumUnitCount { kept = Array(kept.prefix(maximumUnitCount)) }
        return kept
    }

    private static let order: [(unit: NSCalendar.Unit, component: Calendar.Component, name: DurationUnit)] = [
        (.year, .year, .year), (.month, .month, .month), (.weekOfMonth, .weekOfMonth, .week), (.day, .day, .day),
        (.hour, .hour, .hour), (.minute, .minute, .minute), (.second, .second, .second),
    ]
}
