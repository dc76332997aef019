import Foundation
import WidgetHost
import WidgetLayout
import WidgetWire

/// Runs each check in a child process of its own (`widgethost __validate-check`, ``CheckChild``)
/// with a time limit: a child killed by a signal, or ending without an outcome, crashed; one
/// still running at the limit is killed and timed out. Either way the next check runs.
struct CheckRunner {
    /// The `widgethost` executable the children run.
    let executable: URL
    /// The plugin file.
    let pluginPath: String
    /// The seed of the randomised checks.
    let seed: UInt64
    /// Each check's time limit, in seconds.
    let timeLimit: Double
    /// Where the children keep the plugin's state (a directory per check, so no check sees what
    /// another one stored) and write their outcomes; the caller removes it.
    let workDirectory: URL

    /// Runs `check` in a child and returns what it found, and how long it took in milliseconds.
    func run(_ check: any ValidationCheck) -> (CheckOutcome, milliseconds: Double) {
        let resultFile = workDirectory.appendingPathComponent("\(check.id).result")
        let errorFile = workDirectory.appendingPathComponent("\(check.id).stderr")
        let arguments = CheckChild.Arguments(
            checkID: check.id, pluginPath: pluginPath, seed: seed, timeLimit: timeLimit,
            stateDirectory: workDirectory.appendingPathComponent("\(check.id).state"), resultFile: resultFile)
        let (outcome, milliseconds) = ValidationSubject.timed { () -> CheckOutcome in
            do {
                return try runChild(arguments, errorFile: errorFile)
            } catch {
                return .failed("cannot start the check's process: \(error)")
            }
        }
        return (outcome, milliseconds)
    }

    private func runChild(_ arguments: CheckChild.Arguments, errorFile: URL) throws -> CheckOutcome {
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer { try? errors.close() }
        switch try TimedChildProcess.run(executable, [CheckChild.subcommand] + arguments.list, log: errors, timeLimit: timeLimit) {
        case .timedOut:
            return CheckOutcome(status: .timedOut, detail: "still running after \(DecimalText.format(timeLimit)) s; killed")
        case .signaled(_, let name):
            return CheckOutcome(status: .crashed, detail: "the check's process was killed by \(name)")
        case .exited(let status):
            if let bytes = try? Data(contentsOf: arguments.resultFile), let outcome = try? WireCoding.decode(CheckOutcome.self, from: bytes)
            {
                return outcome
            }
            let lastLine = (try? String(contentsOf: errorFile, encoding: .utf8))?.split(separator: "\n").last.map(String.init)
            return CheckOutcome(status: .crashed, detail: lastLine ?? "the check's process exited with status \(status) without a result")
        }
    }
}
