import Foundation
import WidgetWire

/// What was wrong with one value, and what was expected instead.
struct ValueMismatch: Error, Hashable {
    var problem: String
    var expected: String
}

/// Checks wire values (JSON) against a parameter's declared type, bounds and enum cases.
///
/// Used for manifest defaults, for values given as JSON (a button's parameters, a stored
/// configuration) and, after parsing, for values typed on the command line.
struct ParameterValueChecker: Sendable {
    let manifest: PluginManifest

    /// The problem with `value` as a value of `parameter`, or `nil` if it fits. `null` never fits here:
    /// absent values are the resolver's business.
    func mismatch(_ value: JSONValue, for parameter: ParameterDescriptor) -> ValueMismatch? {
        guard parameter.isArray else { return mismatch(item: value, of: parameter) }
        guard case .array(let items) = value else {
            return ValueMismatch(problem: "\(value.text(.literal)) is not an array", expected: expectedJSON(parameter))
        }
        for (index, item) in items.enumerated() {
            if let mismatch = mismatch(item: item, of: parameter) {
                return ValueMismatch(problem: "item \(index + 1): \(mismatch.problem)", expected: mismatch.expected)
            }
        }
        return nil
    }

    /// The mismatch of one item; its message is built only when the item does not fit.
    private func mismatch(item value: JSONValue, of parameter: ParameterDescriptor) -> ValueMismatch? {
        guard let problem = problem(item: value, of: parameter) else { return nil }
        return ValueMismatch(problem: "\(value.text(.literal)) \(problem)", expected: expectedJSON(parameter, item: true))
    }

    /// What is wrong with one item, after its JSON text (`is not an integer`), or `nil` if it fits.
    private func problem(item value: JSONValue, of parameter: ParameterDescriptor) -> String? {
        switch parameter.type {
        case .string:
            return value.stringValue == nil ? "is not a string" : nil
        case .int:
            guard let number = value.numberValue, number.rounded() == number, abs(number) < 9.3e18 else { return "is not an integer" }
            return outOfBounds(number, parameter)
        case .double:
            guard let number = value.numberValue, number.isFinite else { return "is not a number" }
            return outOfBounds(number, parameter)
        case .bool:
            guard case .bool = value else { return "is not a boolean" }
            return nil
        case .date:
            guard let number = value.numberValue, number.isFinite else { return "is not a date (seconds since 1970)" }
            return nil
        case .url:
            guard let text = value.stringValue, Self.isAbsoluteURL(text) else { return "is not an absolute URL" }
            return nil
        case .enumeration(let id):
            guard let text = value.stringValue, let enumType = manifest.enumType(id: id),
                enumType.cases.contains(where: { $0.value == text })
            else { return "is not a case of enum \(id)" }
            return nil
        case .entity(let id):
            guard let text = value.stringValue, !text.isEmpty else { return "is not an id of entity \(id)" }
            return nil
        }
    }

    private func outOfBounds(_ number: Double, _ parameter: ParameterDescriptor) -> String? {
        guard let bounds = parameter.bounds, !bounds.contains(number) else { return nil }
        return "is out of bounds"
    }

    // MARK: - Expectations

    /// What a JSON value of `parameter` looks like, for messages.
    func expectedJSON(_ parameter: ParameterDescriptor, item: Bool = false) -> String {
        let single: String
        switch parameter.type {
        case .date: single = "a date as seconds since 1970"
        case .bool: single = "true or false"
        default: single = expectedText(parameter, item: true)
        }
        return parameter.isArray && !item ? "a JSON array of \(Self.plural(single))" : single
    }

    /// What a command-line value of `parameter` looks like, for messages.
    func expectedText(_ parameter: ParameterDescriptor, item: Bool = false) -> String {
        let single: String
        switch parameter.type {
        case .string: single = "a string"
        case .int: single = "an integer" + Self.describe(parameter.bounds)
        case .double: single = "a number" + Self.describe(parameter.bounds)
        case .bool: single = "true or false (or yes/no, 1/0)"
        case .date: single = "an ISO 8601 date (2024-05-01 or 2024-05-01T10:00:00Z)"
        case .url: single = "an absolute URL (https://example.com)"
        case .enumeration(let id):
            if let enumType = manifest.enumType(id: id), !enumType.cases.isEmpty {
                single = "one of " + enumType.cases.map(\.value).joined(separator: ", ")
            } else {
                single = "a case of enum \(id)"
            }
        case .entity(let id): single = "the id of a \(id)"
        }
        return parameter.isArray && !item ? "a comma-separated list of \(Self.plural(single))" : single
    }

    static func describe(_ bounds: ParameterBounds?) -> String {
        switch (bounds?.lowerBound, bounds?.upperBound) {
        case (let lower?, let upper?): " from \(JSONValue.numberText(lower)) to \(JSONValue.numberText(upper))"
        case (let lower?, nil): " of at least \(JSONValue.numberText(lower))"
        case (nil, let upper?): " of at most \(JSONValue.numberText(upper))"
        case (nil, nil): ""
        }
    }

    static func plural(_ single: String) -> String { "items, each " + single }

    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return false }
        return text.count > scheme.count + 1
    }
}
