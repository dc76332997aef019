import WidgetHost
import WidgetRuntime

/// Reads an instance id from the command line (`3` or `#3`).
enum InstanceArgument {
    static func parse(_ text: String, command: String) throws(UsageError) -> InstanceID {
        guard let id = InstanceID(text) else {
            throw UsageError(
                problem: "\(EchoedInput.quoted(text)) is not an instance id", location: "command \(command)",
                expected: "a positive number, as widgethost list shows")
        }
        return id
    }
}
