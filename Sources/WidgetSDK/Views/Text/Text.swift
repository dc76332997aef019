import Foundation
internal import WidgetWire

/// A line or paragraph of read-only text, made of runs that can each be styled.
///
/// ```swift
/// Text("结果: \(count)")                       // a localized key with interpolation
/// Text(entry.task.title).font(.headline)       // a string, shown verbatim
/// Text(entry.date, style: .time)               // a date the renderer keeps current
/// Text("Due ").bold() + Text(due, style: .relative).foregroundColor(.red)
/// ```
public struct Text: View, SingleNodeView {
    public typealias Body = Never

    /// One run: its content (resolved at serialization, so formats use the environment's locale) and styling.
    struct Run {
        /// The content as it is (a literal, a date), or how to make it from the environment (a format).
        /// Kept as a value when it is one: a closure would be allocated for every literal.
        private enum Source {
            case fixed(TextRunContent)
            case resolved((EnvironmentValues) -> TextRunContent)
        }

        private var source: Source
        /// The run's font, style and color, held apart and `nil` when none is set (most runs): a run
        /// is then a few words to copy, where the fields inline (a style alone is 104 bytes) are copied
        /// and checked field by field.
        private var styling: RunStyling?

        var font: Font? {
            get { styling?.font }
            set { styling = RunStyling.of(font: newValue, style: style, foreground: foreground) }
        }
        var style: TextStyleSpec {
            get { styling?.style ?? TextStyleSpec() }
            set { styling = RunStyling.of(font: font, style: newValue, foreground: foreground) }
        }
        var foreground: AnyShapeStyle? {
            get { styling?.foreground }
            set { styling = RunStyling.of(font: font, style: style, foreground: newValue) }
        }

        /// Whether the run has no font, style or color set.
        var isPlain: Bool { styling == nil }

        init(content: @escaping (EnvironmentValues) -> TextRunContent) {
            source = .resolved(content)
        }

        init(fixed content: TextRunContent) {
            source = .fixed(content)
        }

        init(_ string: String) {
            self.init(fixed: .string(string))
        }

        /// The run's style with what its font implies filled in, or `nil` when nothing is set.
        var resolvedStyle: TextStyleSpec? {
            guard let styling else { return nil }
            guard let fontStyle = styling.font?.textStyle else { return styling.style.isEmpty ? nil : styling.style }
            var filled = styling.style
            filled.fillUnset(from: fontStyle)
            return filled.isEmpty ? nil : filled
        }

        /// The run's content in `environment`.
        func content(_ environment: EnvironmentValues) -> TextRunContent {
            switch source {
            case .fixed(let content): content
            case .resolved(let make): make(environment)
            }
        }
    }

    /// A run's font, style and color, made only when one is set and never changed (a change makes another).
    final class RunStyling {
        let font: Font?
        let style: TextStyleSpec
        let foreground: AnyShapeStyle?

        private init(font: Font?, style: TextStyleSpec, foreground: AnyShapeStyle?) {
            self.font = font
            self.style = style
            self.foreground = foreground
        }

        /// The styling of these, or `nil` when none is set.
        static func of(font: Font?, style: TextStyleSpec, foreground: AnyShapeStyle?) -> RunStyling? {
            guard font != nil || !style.isEmpty || foreground != nil else { return nil }
            return RunStyling(font: font, style: style, foreground: foreground)
        }
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// Text for a localized string key: a literal or an interpolation (`Text("结果: \(n)")`).
    ///
    /// A literal key shows the plugin's translation when its `Localizable.strings` or String Catalog has one
    /// (read from its resource bundle), else the key as written; an interpolation is shown as written, its values formatted
    /// as SwiftUI formats them (`\(3.5)` shows `3.500000`, `\(value, specifier: "%.1f")` shows `3.5`,
    /// `\(date, style: .time)` is a live date).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// Text showing `content` as is, without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(String(content))]
    }

    /// Text showing `content` as is, without localization.
    public init(verbatim content: String) {
        runs = [Run(content)]
    }

    /// Text showing a localized string resource: the plugin's translation of its key, else its default value.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        runs = [Run(resource.localized)]
    }

    /// Text showing an attributed string: its runs with their colors, fonts, strikethroughs and underlines,
    /// and Markdown's bold, italic, code and links (`AttributedString(markdown:)`).
    ///
    /// Disfavored, so that a literal (`Text("Time:")`) is a ``LocalizedStringKey`` as in SwiftUI, not an
    /// attributed string whose characters are copied out again every time the view is rendered.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = Self.runs(of: attributedContent)
    }

    /// A date the renderer formats, and keeps current, in `style`.
    ///
    /// ```swift
    /// HStack { Text("Time:"); Text(entry.date, style: .time) }
    /// ```
    public init(_ date: Date, style: DateStyle) {
        let seconds = date.timeIntervalSince1970
        runs = [Run(fixed: .date(seconds, style: style.node))]
    }

    /// An SF Symbol as text, to set inside a line (`Text(Image(systemName: "drop.fill")) + Text(" 3 of 5")`): the host
    /// draws its character for the symbol in the text's font and color. An asset image shows nothing (there are no
    /// asset catalogs here).
    public init(_ image: Image) {
        runs = [Run(fixed: image.node.systemName.map(TextRunContent.symbol) ?? .string(""))]
    }

    /// A timer counting down to (or up from) the interval's bounds, kept current by the renderer: "4:59", "1:02:03",
    /// or with `showsHours` false "62:03". With a `pauseTime` already past, it stands still at what it showed then;
    /// one still to come runs, and goes on past it (the renderer's timer has no pause).
    ///
    /// ```swift
    /// Text(timerInterval: entry.start...entry.end, pauseTime: entry.isPaused ? entry.pausedAt : nil, showsHours: false)
    /// ```
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let start = timerInterval.lowerBound.timeIntervalSince1970
        let end = timerInterval.upperBound.timeIntervalSince1970
        if let pauseTime, pauseTime <= WidgetClock.now {
            let text = TimerClock.text(
                start: start, end: end, countsDown: countsDown, showsHours: showsHours, at: pauseTime.timeIntervalSince1970)
            runs = [Run(fixed: .string(text))]
        } else {
            runs = [Run(fixed: .timer(start: start, end: end, countsDown: countsDown, showsHours: showsHours))]
        }
    }

    /// A date range, formatted when the view is serialized (`9:00 – 10:30`).
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run { .string(Text.format(dates, in: $0)) }]
    }

    /// A date interval, formatted when the view is serialized.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A value formatted with a `FormatStyle`, in the environment's locale, when the view is serialized.
    ///
    /// ```swift
    /// Text(entry.progress, format: .percent)
    /// Text(entry.date, format: .dateTime.hour().minute())
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run { .string(format.locale($0.locale).format(input)) }]
    }

    /// A value formatted with a Foundation `Formatter` when the view is serialized.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        runs = [Run { _ in .string(formatter.string(for: subject) ?? String(describing: subject)) }]
    }

    /// A date formatted with a Foundation `Formatter` when the view is serialized (`Date` is `ReferenceConvertible`
    /// on Apple's platforms, not in Foundation on Linux).
    public init(_ date: Date, formatter: Formatter) {
        runs = [Run { _ in .string(formatter.string(for: date) ?? String(describing: date)) }]
    }

    /// An object (an `NSNumber`) formatted with a Foundation `Formatter` when the view is serialized.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run { _ in .string(formatter.string(for: subject) ?? subject.description) }]
    }

    func makeNode(in environment: EnvironmentValues) -> ViewNode {
        .text(textNode(in: environment))
    }

    /// The runs resolved in `environment`; adjacent strings styled alike are merged.
    ///
    /// The runs are read in place, not copied: a copy of a run or of its style retains every one of
    /// their strings and colors, and most runs are plain (no font, an empty style).
    func textNode(in environment: EnvironmentValues) -> TextNode {
        var resolved: [TextRun] = []
        resolved.reserveCapacity(runs.count)
        for index in runs.indices {
            let next =
                runs[index].isPlain
                ? TextRun(runs[index].content(environment))
                : TextRun(
                    runs[index].content(environment), font: runs[index].font?.node, textStyle: runs[index].resolvedStyle,
                    foreground: runs[index].foreground?.resolvePaint(in: environment))
            guard case .string(let text) = next.content, let lastIndex = resolved.indices.last else {
                resolved.append(next)
                continue
            }
            if case .string(let previous) = resolved[lastIndex].content, resolved[lastIndex].isStyledLike(next) {
                resolved[lastIndex].content = .string(previous + text)
            } else if !text.isEmpty {
                resolved.append(next)
            }
        }
        if resolved.count > 1 {
            resolved.removeAll { if case .string("") = $0.content { true } else { false } }
        }
        return TextNode(runs: resolved.isEmpty ? [TextRun(.string(""))] : resolved)
    }

    /// `dates` as a localized range, in the environment's locale, calendar and time zone; the end
    /// shows only its time when both ends fall on the same day.
    static func format(_ dates: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        func style(date: Date.FormatStyle.DateStyle) -> Date.FormatStyle {
            Date.FormatStyle(date: date, time: .shortened, locale: environment.locale, calendar: calendar, timeZone: environment.timeZone)
        }
        let sameDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        // Two times of one day show as times alone (Apple's "Displaying dynamic dates": "9:30AM-2:45PM").
        let start = style(date: sameDay ? .omitted : .abbreviated).format(dates.lowerBound)
        let end = style(date: sameDay ? .omitted : .abbreviated).format(dates.upperBound)
        return "\(start) – \(end)"
    }
}

extension TextStyleSpec {
    /// Whether no field is set. Field by field: comparing with `TextStyleSpec()` made, compared and destroyed a
    /// whole spec per text run (a test checks that setting any one field makes it non-empty).
    var isEmpty: Bool {
        weight == nil && italic == nil && strikethrough == nil && strikethroughColor == nil && underline == nil
            && underlineColor == nil && monospacedDigit == nil && textCase == nil && textScale == nil && design == nil && tracking == nil
    }

    /// Sets every field that is unset here to its value in `outer` (an inner setting wins over an outer one).
    mutating func fillUnset(from outer: TextStyleSpec) {
        weight = weight ?? outer.weight
        italic = italic ?? outer.italic
        strikethrough = strikethrough ?? outer.strikethrough
        strikethroughColor = strikethroughColor ?? outer.strikethroughColor
        underline = underline ?? outer.underline
        underlineColor = underlineColor ?? outer.underlineColor
        monospacedDigit = monospacedDigit ?? outer.monospacedDigit
        textCase = textCase ?? outer.textCase
        textScale = textScale ?? outer.textScale
        design = design ?? outer.design
        tracking = tracking ?? outer.tracking
    }
}
