import WidgetHost
import WidgetWire

/// Turns any error into its one-line-per-problem report and the exit code it means; under
/// `--json`, one JSON object on standard error instead:
/// `{"errors":[{"expected":"…","location":"…","message":"…","problem":"…"}],"status":2}`.
enum ErrorReporter {
    static func report(_ error: any Error, on console: Console, json: Bool = false) -> ExitCode {
        let diagnostics = Diagnostic.of(error)
        let code: ExitCode =
            if let error = error as? any WidgetHostError { error.category == .badInput ? .badInput : .failure } else { .failure }
        guard json else {
            console.report(diagnostics)
            return code
        }
        let report = Report(errors: diagnostics.map(Report.Entry.init), status: code.rawValue)
        console.printError((try? WireCoding.encodeString(report)) ?? #"{"errors":[],"status":\#(code.rawValue)}"#)
        return code
    }

    private struct Report: Encodable {
        struct Entry: Encodable {
            let problem: String
            let location: String
            let expected: String
            let message: String

            init(_ diagnostic: Diagnostic) {
                problem = diagnostic.problem
                location = diagnostic.location
                expected = diagnostic.expected
                message = "error: " + diagnostic.description
            }
        }

        let errors: [Entry]
        let status: Int32
    }
}
