import Foundation
import WidgetWire

/// Parses values typed by people (`--param value=10`) into wire values of a parameter's type.
///
/// Int: integer text; Double: a number; Bool: true/false/yes/no/1/0; Date: ISO 8601,
/// date-only allowed (midnight UTC), a missing zone meaning UTC; URL: absolute; enum: a
/// case's raw value, or its raw value or title in any letter case; entity: an id;
/// arrays: comma-separated items, or a JSON array (`["a", "b"]`). Bounds and enum cases are checked here too.
public struct ParameterValueParser: Sendable {
    /// The manifest the parameters come from (for enum cases).
    public let manifest: PluginManifest
    private let checker: ParameterValueChecker

    /// A parser for the parameters of `manifest`.
    public init(manifest: PluginManifest) {
        self.manifest = manifest
        checker = ParameterValueChecker(manifest: manifest)
    }

    /// The wire value of `text` as a value of `parameter`.
    ///
    /// - Throws: what is wrong with `text` and what was expected, if it does not fit.
    func parse(_ text: String, as parameter: ParameterDescriptor) throws(ValueMismatch) -> JSONValue {
        guard parameter.isArray else { return try parseItem(text, as: parameter) }
        let trimmed = ValueText.trimmed(text)
        if trimmed.isEmpty { return .array([]) }
        var items: [JSONValue] = []
        for (index, item) in Self.listItems(trimmed).enumerated() {
            do {
                items.append(try parseItem(ValueText.trimmed(item), as: parameter))
            } catch {
                throw ValueMismatch(problem: "item \(index + 1): \(error.problem)", expected: checker.expectedText(parameter))
            }
        }
        return .array(items)
    }

    /// The items of a list as typed: comma-separated (`a, b`), or a JSON array of strings, numbers and booleans
    /// (`["a", "b"]`, what a list looks like in JSON output), whose strings may hold commas.
    static func listItems(_ text: String) -> [String] {
        if text.hasPrefix("["), text.hasSuffix("]"), case .array(let values)? = JSONValueParser.parse(text) {
            let items = values.compactMap { value -> String? in
                switch value {
                case .string(let item): item
                case .integer, .double, .bool: value.text(.argument)
                default: nil
                }
            }
            if items.count == values.count { return items }
        }
        return text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    private func parseItem(_ text: String, as parameter: ParameterDescriptor) throws(ValueMismatch) -> JSONValue {
        let trimmed = ValueText.trimmed(text)
        let value: JSONValue
        switch parameter.type {
        case .string:
            value = .string(text)
        case .int:
            guard let number = ValueText.integer(trimmed.utf8) else { throw mismatch("'\(text)' is not an integer", parameter) }
            value = .integer(number)
        case .double:
            guard let number = Double(trimmed), number.isFinite else { throw mismatch("'\(text)' is not a number", parameter) }
            value = .double(number)
        case .bool:
            guard let flag = ValueText.boolean(trimmed.utf8) else { throw mismatch("'\(text)' is not a boolean", parameter) }
            value = .bool(flag)
        case .date:
            guard let date = Self.parseDate(trimmed) else { throw mismatch("'\(text)' is not an ISO 8601 date", parameter) }
            value = .double(date.timeIntervalSince1970)
        case .url:
            guard ParameterValueChecker.isAbsoluteURL(trimmed) else { throw mismatch("'\(text)' is not an absolute URL", parameter) }
            value = .string(trimmed)
        case .enumeration(let id):
            value = .string(try enumCase(trimmed, text: text, id: id, parameter: parameter))
        case .entity(let id):
            guard !trimmed.isEmpty else { throw ValueMismatch(problem: "an empty id", expected: "the id of a \(id)") }
            value = .string(trimmed)
        }
        if let number = value.numberValue, let bounds = parameter.bounds, !bounds.contains(number) {
            throw mismatch("\(trimmed) is out of bounds", parameter)
        }
        return value
    }

    /// The raw value of the case of enum `id` that `trimmed` names: its raw value, or its raw
    /// value or title in any letter case.
    private func enumCase(_ trimmed: String, text: String, id: String, parameter: ParameterDescriptor) throws(ValueMismatch) -> String {
        let cases = manifest.enumType(id: id)?.cases ?? []
        if let match = cases.first(where: { $0.value == trimmed }) { return match.value }
        let folded = trimmed.lowercased()
        if let match = cases.first(where: { $0.value.lowercased() == folded || $0.title.lowercased() == folded }) { return match.value }
        let titles = cases.map { "'\($0.title)'" }.joined(separator: ", ")
        throw ValueMismatch(
            problem: "unknown case '\(text)' of enum \(id)",
            expected: checker.expectedText(parameter, item: true) + (cases.isEmpty ? "" : " (or a title: \(titles))"))
    }

    /// A mismatch with the expectation of one item of `parameter` (built only when a value is refused).
    private func mismatch(_ problem: String, _ parameter: ParameterDescriptor) -> ValueMismatch {
        ValueMismatch(problem: problem, expected: checker.expectedText(parameter, item: true))
    }

    /// Parses an ISO 8601 date: `2024-05-01`, `2024-05-01T10:00:00Z`, `2024-05-01T10:00:00.5+02:00`,
    /// or `2024-05-01T10:00:00` (UTC); a date that does not exist (`2024-02-30`, `2024-13-01`) is
    /// `nil` rather than another day (``CalendarDateText``).
    public static func parseDate(_ text: String) -> Date? {
        guard CalendarDateText.isValid(text) else { return nil }
        let variants: [ISO8601DateFormatter.Options] = [
            [.withInternetDateTime],
            [.withInternetDateTime, .withFractionalSeconds],
            [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime],
            [.withFullDate, .withTime, .withDashSeparatorInDate, .withColonSeparatorInTime, .withFractionalSeconds],
            [.withFullDate, .withDashSeparatorInDate],
        ]
        for options in variants {
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
