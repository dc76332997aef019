import Foundation
import WidgetWire

/// Field texts as a page holds them while a person edits the form (`--param` syntax, see
/// ``ConfigurationForm/Field/value``): what they stand for, and what submitting them means.
extension ConfigurationFormBuilder {
    /// The wire values `drafts` stand for, for deciding what the summary shows while the form is
    /// edited: each text parsed as `--param` parses it; empty or unreadable text means no value
    /// (submitting checks the texts and reports every problem, as the CLI does).
    public func draftValues(_ drafts: [String: String]) -> [String: JSONValue] {
        guard let intent else { return [:] }
        let parser = ParameterValueParser(manifest: plugin.manifest)
        var values: [String: JSONValue] = [:]
        for parameter in intent.parameters {
            guard let text = drafts[parameter.name], !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            values[parameter.name] = try? parser.parse(text, as: parameter)
        }
        return values
    }

    /// The `NAME=VALUE` assignments a submitted form stands for, as `widgethost add` and
    /// `configure` take them: every field with text; an emptied text field of a parameter
    /// that has a value now sets it to the empty string; other empty fields are left out.
    public func assignments(from drafts: [String: String], current: [String: JSONValue]) -> [String] {
        guard let intent else { return drafts.keys.sorted().map { "\($0)=\(drafts[$0] ?? "")" } }
        var assignments: [String] = []
        let known = Set(intent.parameters.map(\.name))
        for parameter in intent.parameters {
            guard let text = drafts[parameter.name] else { continue }
            if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                assignments.append("\(parameter.name)=\(text)")
            } else if parameter.type == .string && !parameter.isArray, let stored = current[parameter.name], stored != .null {
                assignments.append("\(parameter.name)=")
            }
        }
        for name in drafts.keys.sorted() where !known.contains(name) { assignments.append("\(name)=\(drafts[name] ?? "")") }
        return assignments
    }
}
