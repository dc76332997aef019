import Foundation
import WidgetWire

/// How `widgethost defaults` reads a value typed on the command line and writes a stored one: the types a property
/// list holds, each as people type it (`--type int 3`, `--type date 2026-12-08T09:00:00Z`, `--type json '["a", 1]'`).
enum DefaultsValueText {
    /// The `--type` names.
    static let types = ["string", "int", "double", "bool", "date", "data", "json"]

    /// `text` as a property-list value of `type`, or `nil` with what was expected.
    static func value(_ text: String, type: String) -> Result<Any, DefaultsValueProblem> {
        switch type {
        case "string": return .success(text)
        case "int": return Int(text).map { .success($0) } ?? .failure(.init(expected: "a whole number (--type int)"))
        case "double": return Double(text).map { .success($0) } ?? .failure(.init(expected: "a number (--type double)"))
        case "bool":
            switch text.lowercased() {
            case "true", "yes", "1": return .success(true)
            case "false", "no", "0": return .success(false)
            default: return .failure(.init(expected: "true or false (--type bool)"))
            }
        case "date":
            return (try? Date(text, strategy: .iso8601)).map { .success($0) }
                ?? .failure(.init(expected: "an ISO 8601 date such as 2026-12-08T09:00:00Z (--type date)"))
        case "data": return Data(base64Encoded: text).map { .success($0) } ?? .failure(.init(expected: "base64 bytes (--type data)"))
        default:
            guard let json = JSONValueParser.parse(text), let value = propertyList(json) else {
                return .failure(.init(expected: "JSON without null, such as [\"a\", 1] or {\"count\": 3} (--type json)"))
            }
            return .success(value)
        }
    }

    /// A JSON value as a property-list value; `nil` for `null`, which a property list cannot hold.
    private static func propertyList(_ json: JSONValue) -> Any? {
        switch json {
        case .null: return nil
        case .bool(let value): return value
        case .integer(let value): return Int(value)
        case .double(let value): return value
        case .string(let value): return value
        case .array(let items):
            let values = items.compactMap(propertyList)
            return values.count == items.count ? values : nil
        case .object(let members):
            let values = members.compactMapValues(propertyList)
            return values.count == members.count ? values : nil
        }
    }

    /// The class of Foundation's boolean numbers, which property lists and JSON read `true` and `false` as.
    private static let booleanNumber: AnyClass = type(of: NSNumber(value: true))

    /// A stored value as it is typed back: strings quoted, dates in ISO 8601, data as `base64:…`, lists and
    /// dictionaries as JSON.
    static func text(_ value: Any) -> String {
        // A stored 0 or 1 casts to Bool too: only a Bool, or Foundation's boolean number, reads as one.
        if type(of: value) == Bool.self || (value as? NSNumber).map({ type(of: $0) == booleanNumber }) == true,
            let bool = value as? Bool
        {
            return bool ? "true" : "false"
        }
        switch value {
        case let string as String: return JSONValue.string(string).text(.literal)
        case let date as Date: return date.formatted(.iso8601)
        case let data as Data: return "base64:" + data.base64EncodedString()
        case let array as [Any]: return "[" + array.map(text).joined(separator: ", ") + "]"
        case let dictionary as [String: Any]:
            return "{"
                + dictionary.keys.sorted().map { "\(JSONValue.string($0).text(.literal)): \(text(dictionary[$0] as Any))" }
                .joined(separator: ", ") + "}"
        case let dictionary as [AnyHashable: Any]:
            return text(Dictionary(uniqueKeysWithValues: dictionary.map { ("\($0.key)", $0.value) }))
        case let number as NSNumber: return number.stringValue
        default: return "\(value)"
        }
    }
}

/// What a typed value should have been.
struct DefaultsValueProblem: Error {
    let expected: String
}
