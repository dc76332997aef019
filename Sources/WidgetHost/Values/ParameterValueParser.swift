import Foundation
import WidgetWire

/// Parses values typed by people (`--param value=10`) into wire values of a parameter's type.
///
/// Int: integer text; Double: a number; Bool: true/false/yes/no/1/0; Date: ISO 8601,
/// date-only allowed (midnight UTC), a missing zone meaning UTC; URL: absolute; enum: a
/// case's raw value, or its raw value or title in any letter case; entity: an id;
/// arrays: comma-separated items. Bounds and enum cases are checked here too.
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
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .array([]) }
        var items: [JSONValue] = []
        for (index, item) in trimmed.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            do {
                items.append(try parseItem(item.trimmingCharacters(in: .whitespaces), as: parameter))
            } catch {
                throw ValueMismatch(problem: "item \(index + 1): \(error.problem)", expected: checker.expectedText(parameter))
            }
        }
        return .array(items)
    }

    private func parseItem(_ text: String, as parameter: ParameterDescriptor) throws(ValueMismatch) -> JSONValue {
        let expected = checker.expectedText(parameter, item: true)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value: JSONValue
        switch parameter.type {
        case .string:
            value = .string(text)
        case .int:
            guard let number = Int64(trimmed) else {
                throw ValueMismatch(problem: "'\(text)' is not an integer", expected: expected)
            }
            value = .integer(number)
        case .double:
            guard let number = Double(trimmed), number.isFinite else {
                throw ValueMismatch(problem: "'\(text)' is not a number", expected: expected)
            }
            value = .double(number)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "1": value = .bool(true)
            case "false", "no", "0": value = .bool(false)
            default: throw ValueMismatch(problem: "'\(text)' is not a boolean", expected: expected)
            }
        case .date:
            guard let date = Self.parseDate(trimmed) else {
                throw ValueMismatch(problem: "'\(text)' is not an ISO 8601 date", expected: expected)
            }
            value = .double(date.timeIntervalSince1970)
        case .url:
            guard ParameterValueChecker.isAbsoluteURL(trimmed) else {
                throw ValueMismatch(problem: "'\(text)' is not an absolute URL", expected: expected)
            }
            value = .string(trimmed)
        case .enumeration(let id):
            let cases = manifest.enumType(id: id)?.cases ?? []
            let folded = trimmed.lowercased()
            guard
                let match = cases.first(where: { $0.value == trimmed })
                    ?? cases.first(where: { $0.value.lowercased() == folded || $0.title.lowercased() == folded })
            else {
                let titles = cases.map { "'\($0.title)'" }.joined(separator: ", ")
                throw ValueMismatch(
                    problem: "unknown case '\(text)' of enum \(id)", expected: expected + (cases.isEmpty ? "" : " (or a title: \(titles))"))
            }
            value = .string(match.value)
        case .entity(let id):
            guard !trimmed.isEmpty else { throw ValueMismatch(problem: "an empty id", expected: "the id of a \(id)") }
            value = .string(trimmed)
        }
        if let number = value.numberValue, let bounds = parameter.bounds, !bounds.contains(number) {
            throw ValueMismatch(problem: "\(trimmed) is out of bounds", expected: expected)
        }
        return value
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
