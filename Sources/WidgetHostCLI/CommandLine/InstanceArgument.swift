import WidgetHost
import WidgetRuntime

/// Reads an instance id from the command line (`3` or `#3`).
enum InstanceArgument {
    static func parse(_ text: String, command: String) throws(UsageError) -> InstanceID {
        guard let id = InstanceID(text) else {
            throw UsageError(
                problem: "'\(text)' is not an instance id", location: "command \(command)",
                expected: "a positive number, as widgethost list shows")
        }
        return id
    }

    /// A number of seconds, or a count, given to an option.
    static func number(_ text: String?, option: OptionSpec, command: String, minimum: Double) throws(UsageError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite, value >= minimum else {
            throw UsageError(
                problem: "'\(text)' is not a valid value for \(option.name)", location: "command \(command)",
                expected: "a number of at least \(minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum))")
        }
        return value
    }
}
