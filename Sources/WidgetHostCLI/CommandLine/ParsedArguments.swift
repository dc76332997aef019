import Foundation
import WidgetHost

/// A command line split into option values, flags and positional arguments.
struct ParsedArguments: Sendable {
    /// The values of each option with a value, by its long name, in the order given.
    var values: [String: [String]] = [:]
    /// The flags given, by long name.
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var positionals: [String] = []

    /// Every value given for `option`.
    func values(_ option: OptionSpec) -> [String] { values[option.name] ?? [] }

    /// The last value given for `option`, if any.
    func value(_ option: OptionSpec) -> String? { values[option.name]?.last }

    /// Whether the flag `option` was given.
    func flag(_ option: OptionSpec) -> Bool { flags.contains(option.name) }

    /// The last value given for `option` read as an ISO 8601 date (as `--param` reads dates), if any;
    /// a date that does not exist (`2024-02-30`) is refused rather than moved to the next month.
    ///
    /// - Throws: ``UsageError`` if it is not a date.
    func date(_ option: OptionSpec) throws(UsageError) -> Date? {
        guard let text = value(option) else { return nil }
        guard let date = ParameterValueParser.parseDate(text) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not an ISO 8601 date", location: "option \(option.name)",
                expected: "a date such as 2024-05-01T10:00:00Z or 2024-05-01")
        }
        return date
    }
}
