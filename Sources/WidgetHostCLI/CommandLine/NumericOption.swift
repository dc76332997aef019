import WidgetHost

/// A numeric option's range and how it is read: one rule per option, shared by every command
/// that takes it, so an out-of-range value is one line naming the range (never a fatal error,
/// a 96 GB allocation or a 36 s draw).
struct NumericOption: Sendable {
    let option: OptionSpec
    let range: ClosedRange<Double>
    /// Whether only whole numbers are accepted.
    let wholeNumber: Bool
    /// What the number counts, for the message (`columns`, `seconds`).
    let unit: String

    /// The widths of text drawings the CLI makes: from the narrowest that still shows a word of
    /// each line (14 cells inside the border) to wider than any terminal, small enough to draw at once.
    static let columnRange: ClosedRange<Double> = 16...500

    /// `--columns N`: a text drawing's width, shared by `render`, `preview` and `run`.
    static func columns(_ option: OptionSpec) -> NumericOption {
        NumericOption(option: option, range: columnRange, wholeNumber: true, unit: "columns")
    }

    /// The value given, if any, checked against the range.
    ///
    /// - Throws: ``UsageError`` naming the option and its range.
    func read(_ parsed: ParsedArguments, command: String) throws(UsageError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value), !wholeNumber || value == value.rounded() else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not a valid value for \(option.name)", location: "command \(command)",
                expected: expectation)
        }
        return value
    }

    /// The whole number given, if any, checked against the range.
    func readWhole(_ parsed: ParsedArguments, command: String) throws(UsageError) -> Int? {
        try read(parsed, command: command).map { Int($0) }
    }

    /// `a whole number of columns from 8 to 500`.
    var expectation: String {
        let kind = wholeNumber ? "a whole number" : "a number"
        let counted = unit.isEmpty ? "" : " of \(unit)"
        return "\(kind)\(counted) from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
