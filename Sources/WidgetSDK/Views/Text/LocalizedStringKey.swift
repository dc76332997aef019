import Foundation
internal import WidgetWire

/// The key of a localized string: what `Text("...")`, `Button("...", intent:)` and
/// `Label("...", systemImage:)` take when given a literal or an interpolation.
///
/// A literal key shows the plugin's translation from its `Localizable.strings` or String Catalog
/// (read from its resource bundle), else as written; an interpolation shows as written. Interpolations
/// follow SwiftUI: numbers use C formats (`\(n)` → `%lld`, `\(x)` → `%lf`, so `3.500000`),
/// `specifier:` picks another (`\(x, specifier: "%.1f")`), `format:` takes a `FormatStyle`,
/// and `\(date, style: .time)` or `\(Text("x").bold())` become runs of their own.
public struct LocalizedStringKey: ExpressibleByStringInterpolation {
    var runs: [Text.Run]

    /// A key for `value`, its Markdown applied as SwiftUI applies it (`"**Bold** and _italic_"`): the plugin's
    /// translation of it when its `Localizable.strings` or String Catalog has one, else `value`.
    public init(_ value: String) {
        let text = PluginStrings.current(value) ?? value
        runs = InlineMarkdown.mayHaveMarkup(text) ? InlineMarkdown.runs(of: [.literal(text)]) : [Text.Run(text)]
    }

    /// A key made of `runs` (a text's, for its plain characters).
    init(runs: [Text.Run]) {
        self.runs = runs
    }

    /// A key for a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key for a string interpolation: the Markdown of its literal parts applied, spanning the
    /// interpolated values (`"**\(name)**"`) but not read inside them.
    public init(stringInterpolation: StringInterpolation) {
        var interpolation = stringInterpolation
        interpolation.translate()
        guard interpolation.literals.contains(where: { InlineMarkdown.mayHaveMarkup($0.text) }) else {
            runs = interpolation.runs
            return
        }
        var pieces: [InlineMarkdown.Piece] = interpolation.runs.map { .run($0) }
        for literal in interpolation.literals { pieces[literal.position] = .literal(literal.text) }
        runs = InlineMarkdown.runs(of: pieces)
    }

    /// The key's text with no styling, resolved in `environment` (for a title that is not a `Text`).
    func text(in environment: EnvironmentValues) -> String {
        runs.map { run in
            switch run.content(environment) {
            case .string(let text): text
            case .date(let seconds, _): Date(timeIntervalSince1970: seconds).formatted()
            case .timer(let start, let end, _, _):
                Text.format(Date(timeIntervalSince1970: start)...Date(timeIntervalSince1970: end), in: environment)
            case .symbol: ""
            }
        }.joined()
    }

    /// The pieces of an interpolated key, in order.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Text.Run] = []
        /// The literal parts, with the index of the run each became (read as Markdown at the end).
        var literals: [(position: Int, text: String)] = []
        /// The interpolated values, for the key a translation is looked up by: kept only when the
        /// plugin has strings to look it up in.
        var arguments: [KeyArgument]?

        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            runs.reserveCapacity(interpolationCount * 2 + 1)
            if interpolationCount > 0, PluginStrings.currentHasStrings { arguments = [] }
        }

        /// A literal piece of the key.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            literals.append((runs.count, literal))
            runs.append(Text.Run(literal))
        }

        /// A string, as is.
        public mutating func appendInterpolation(_ string: String) {
            argument("%@") { $0.append(Text.Run(string)) }
        }

        /// A string, as is.
        @_disfavoredOverload
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            argument("%@") { $0.append(Text.Run(String(string))) }
        }

        /// An integer, in decimal (`%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            argument(LocalizedFormat.specifier(ofInteger: value), number: Double(value)) { $0.append(Text.Run(String(value))) }
        }

        /// A floating-point number with SwiftUI's default `%lf` format: six decimals (`3.500000`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            argument(LocalizedFormat.specifier(ofFloatingPoint: T.self), number: Double(value)) {
                $0.append(Text.Run(String(format: "%lf", Double(value))))
            }
        }

        /// A number with a C format specifier, such as `"%.1f"` or `"%03d"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            argument(specifier, number: Self.number(value)) { $0.append(Text.Run(String(format: specifier, value))) }
        }

        /// A value formatted with a `FormatStyle` in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            argument("%@") { $0.append(Text.Run { .string(format.locale($0.locale).format(input)) }) }
        }

        /// A value formatted with a Foundation `Formatter`, or described if there is none.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            argument("%@") { $0.append(Text.Run(formatter?.string(for: subject) ?? String(describing: subject))) }
        }

        /// A date formatted with a Foundation `Formatter` (`"At \(date, formatter: Self.timeFormatter)"`): `Date` is
        /// `ReferenceConvertible` on Apple's platforms, not in Foundation on Linux.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            argument("%@") { $0.append(Text.Run(formatter.string(for: date) ?? String(describing: date))) }
        }

        /// An object formatted with a Foundation `Formatter` (`"\(count as NSNumber, formatter: numbers)"`), or described if there is none.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            argument("%@") { $0.append(Text.Run(formatter?.string(for: subject) ?? subject.description)) }
        }

        /// A date the renderer formats and keeps current, as `Text(_:style:)`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            argument("%@") { $0 += Text(date, style: style).runs }
        }

        /// A running timer, as `Text(timerInterval:countsDown:)`.
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
        ) {
            argument("%@") {
                $0 += Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours).runs
            }
        }

        /// A date range, as `Text(_:)` with a `ClosedRange<Date>`.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            argument("%@") { $0 += Text(dates).runs }
        }

        /// An SF Symbol inside the text, as `Text(_:)` with an `Image` (`"\(Image(systemName: "drop.fill")) 3 of 5"`).
        public mutating func appendInterpolation(_ image: Image) {
            argument("%@") { $0 += Text(image).runs }
        }

        /// A date interval, as `Text(_:)` with a `DateInterval`.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            argument("%@") { $0 += Text(interval).runs }
        }

        /// A styled text, whose runs keep their styling.
        public mutating func appendInterpolation(_ text: Text) {
            argument("%@") { $0 += text.runs }
        }

        /// An attributed string, with its attributes (as `Text(_:)` with an `AttributedString`).
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            argument("%@") { $0 += Text.runs(of: attributedString) }
        }

        /// Any other value, described with `String(describing:)`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            argument("%@") { $0.append(Text.Run(String(describing: value))) }
        }
    }
}

extension Text {
    /// The text's characters with no styling, resolved in `environment` (for a name that is not drawn).
    func plainText(in environment: EnvironmentValues) -> String {
        LocalizedStringKey(runs: runs).text(in: environment)
    }
}
