import Foundation
import WidgetHost
import WidgetWire

/// The child process of one check: `widgethost __validate-check ID PLUGIN SEED LIMIT STATE RESULT`
/// (hidden; ``CheckRunner`` starts it). It loads the plugin in process over the run's state
/// directory, runs check `ID`, and writes the outcome as JSON to the file `RESULT`: a child that
/// ends without writing it crashed (the call guard's line on standard error, which goes to
/// descriptor 3, says where).
enum CheckChild {
    /// The hidden subcommand.
    static let subcommand = "__validate-check"

    /// What the parent passes, in order.
    struct Arguments {
        var checkID: String
        var pluginPath: String
        var seed: UInt64
        var timeLimit: Double
        var stateDirectory: URL
        var resultFile: URL

        /// The arguments after the subcommand.
        var list: [String] {
            [checkID, pluginPath, String(seed), String(timeLimit), stateDirectory.path, resultFile.path]
        }

        init(checkID: String, pluginPath: String, seed: UInt64, timeLimit: Double, stateDirectory: URL, resultFile: URL) {
            self.checkID = checkID
            self.pluginPath = pluginPath
            self.seed = seed
            self.timeLimit = timeLimit
            self.stateDirectory = stateDirectory
            self.resultFile = resultFile
        }

        init?(_ list: [String]) {
            guard list.count == 6, let seed = UInt64(list[2]), let limit = Double(list[3]) else { return nil }
            self.init(
                checkID: list[0], pluginPath: list[1], seed: seed, timeLimit: limit,
                stateDirectory: URL(fileURLWithPath: list[4]), resultFile: URL(fileURLWithPath: list[5]))
        }
    }

    /// Runs one check and returns the process's exit status (0 once the outcome is written).
    static func main(_ list: [String]) -> Int32 {
        guard let arguments = Arguments(list), let check = ValidationCatalog.check(arguments.checkID) else {
            FileHandle.standardError.write(Data("error: \(subcommand) takes CHECK PLUGIN SEED LIMIT STATE RESULT\n".utf8))
            return ExitCode.badInput.rawValue
        }
        // Standard error goes where the parent reads it (descriptor 3): the call guard's crash line.
        dup2(3, STDERR_FILENO)
        // The clock stands still, so two calls with the same configuration see the same now.
        // A hang is the parent's to report (it kills the child at the limit); the guard's later
        // deadline only keeps an orphaned child from running forever.
        PluginCallGuard.install(callTimeout: arguments.timeLimit * 2 + 1)
        let outcome: CheckOutcome
        do {
            let host = try PluginHost(
                configuration: PluginHost.Configuration(
                    stateDirectory: arguments.stateDirectory, clock: ManualClock(Date()), logger: StandardErrorLogger(minimumLevel: .error),
                    isolation: .inProcess))
            defer { host.shutDown() }
            let subject = ValidationSubject(
                path: arguments.pluginPath, seed: arguments.seed, timeLimit: arguments.timeLimit, host: host)
            outcome = run(check, on: subject)
        } catch {
            outcome = .failed("the host could not start: \(reason(of: error))")
        }
        do {
            try Data(WireCoding.encode(outcome)).write(to: arguments.resultFile)
        } catch {
            FileHandle.standardError.write(Data("error: cannot write \(arguments.resultFile.path): \(error)\n".utf8))
            return ExitCode.failure.rawValue
        }
        return ExitCode.success.rawValue
    }

    private static func run(_ check: any ValidationCheck, on subject: ValidationSubject) -> CheckOutcome {
        do {
            return try check.run(subject)
        } catch let skipped as CheckSkipped {
            return CheckOutcome(status: .skipped, detail: skipped.reason)
        } catch {
            return .failed(reason(of: error))
        }
    }
}
