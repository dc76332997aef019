import Foundation
import WidgetHost
import WidgetWire

/// Where the CLI writes: results to standard output, errors and notes to standard error.
struct Console: Sendable {
    /// Writes `text` and a newline to standard output.
    func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` to standard output as it is.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes lines to standard output.
    func print(lines: [String]) {
        guard !lines.isEmpty else { return }
        print(lines.joined(separator: "\n"))
    }

    /// Writes `value` as indented JSON to standard output.
    func printJSON<Value: Encodable>(_ value: Value) throws {
        print(try WireCoding.encodePretty(value))
    }

    /// Writes `text` and a newline to standard error.
    func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes one `error: <what> (<where>); expected <what>` line per diagnostic to standard error.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError("error: \(diagnostic)") }
    }
}
