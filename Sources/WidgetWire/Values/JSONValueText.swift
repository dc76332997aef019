import Foundation

extension JSONValue {
    /// The two ways a wire value is written as text.
    public enum TextStyle: Hashable, Sendable {
        /// As messages and listings show a value, in JSON syntax: `10`, `1.5`, `2.0`, `true`,
        /// `"text"`, `[1, 2]`, `{"key": "value"}`, `null`. Strings are quoted and reals keep their
        /// fraction, so `"10"`, `10` and `10.0` differ as the values do.
        case literal
        /// As a person types it after `--param NAME=` and as a form field holds it: `10` (for
        /// `10.0` too), `text`, lists comma-separated (`a, b`), no value as the empty text;
        /// objects in JSON syntax.
        case argument
    }

    /// The value as text in `style`: the one place wire values become characters for people.
    ///
    /// With `type` `.date`, numbers are seconds since 1970 and read as ISO 8601 dates in UTC
    /// in the argument style (`2024-05-01T10:00:00Z`), the way `--param` takes them.
    ///
    /// ```swift
    /// JSONValue.array(["a", "b"]).text(.literal)   // ["a", "b"]
    /// JSONValue.array(["a", "b"]).text(.argument)  // a, b
    /// JSONValue.double(1_714_557_600).text(.argument, as: .date)  // 2024-05-01T10:00:00Z
    /// ```
    public func text(_ style: TextStyle, as type: ParameterType? = nil) -> String {
        switch (self, style) {
        case (.null, .literal): return "null"
        case (.null, .argument): return ""
        case (.bool(let flag), _): return String(flag)
        case (.integer(let number), _):
            return type == .date && style == .argument ? Self.dateText(Double(number)) : String(number)
        case (.double(let number), .literal): return String(number)
        case (.double(let number), .argument): return type == .date ? Self.dateText(number) : Self.numberText(number)
        case (.string(let text), .literal): return Self.quoted(text)
        case (.string(let text), .argument): return text
        case (.array(let items), .literal): return "[" + items.map { $0.text(.literal, as: type) }.joined(separator: ", ") + "]"
        case (.array(let items), .argument): return items.map { $0.text(.argument, as: type) }.joined(separator: ", ")
        case (.object(let members), _):
            let pairs = members.keys.sorted().map { key in Self.quoted(key) + ": " + (members[key] ?? .null).text(.literal) }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }

    /// A number as the argument style writes it: integral values without a fraction (`10`), others
    /// in Swift's shortest form (`1.5`, `1e+20`). For bounds, sizes and other numbers in messages.
    public static func numberText(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// `text` in double quotes, with quotes, backslashes and control characters escaped as JSON does.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func dateText(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
