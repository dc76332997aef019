import Foundation
import WidgetHost
import WidgetWire

/// Converts between stored wire values and the text a form field holds: the syntax of
/// `--param NAME=VALUE`, so what the page submits is checked exactly like the CLI's input.
enum FormValueText {
    /// The text of `value` for a field of `parameter`'s type (lists comma-separated; dates ISO 8601).
    static func text(_ value: JSONValue?, for parameter: ParameterDescriptor) -> String {
        guard let value, value != .null else { return "" }
        if case .array(let items) = value { return items.map { item(item: $0, type: parameter.type) }.joined(separator: ", ") }
        return item(item: value, type: parameter.type)
    }

    private static func item(item value: JSONValue, type: ParameterType) -> String {
        switch value {
        case .null: return ""
        case .bool(let flag): return String(flag)
        case .integer(let number): return String(number)
        case .double(let number):
            if type == .date {
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = TimeZone(identifier: "UTC")
                return formatter.string(from: Date(timeIntervalSince1970: number))
            }
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): return text
        case .array(let items): return items.map { item(item: $0, type: type) }.joined(separator: ", ")
        case .object: return (try? WireCoding.encodeString(value)) ?? ""
        }
    }

    /// The wire value a field's text stands for, read leniently, for deciding what the
    /// summary shows while the form is edited (submitting checks the text strictly, as the CLI
    /// does). Empty or unreadable text means no value.
    static func draftValue(_ text: String, for parameter: ParameterDescriptor, manifest: PluginManifest) -> JSONValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard parameter.isArray else { return draftItem(trimmed, type: parameter.type, manifest: manifest) }
        let items = trimmed.split(separator: ",").compactMap {
            draftItem($0.trimmingCharacters(in: .whitespaces), type: parameter.type, manifest: manifest)
        }
        return .array(items)
    }

    private static func draftItem(_ text: String, type: ParameterType, manifest: PluginManifest) -> JSONValue? {
        switch type {
        case .string, .url, .entity: return .string(text)
        case .int: return Int64(text).map(JSONValue.integer)
        case .double: return Double(text).map(JSONValue.double)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1", "on": return .bool(true)
            case "false", "no", "0", "off": return .bool(false)
            default: return nil
            }
        case .date: return ParameterValueParser.parseDate(text).map { .double($0.timeIntervalSince1970) }
        case .enumeration(let id):
            let cases = manifest.enumType(id: id)?.cases ?? []
            let folded = text.lowercased()
            return (cases.first { $0.value == text } ?? cases.first { $0.value.lowercased() == folded || $0.title.lowercased() == folded })
                .map { .string($0.value) }
        }
    }
}
