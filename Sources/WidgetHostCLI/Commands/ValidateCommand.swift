import Foundation
import WidgetHost

/// `widgethost validate PLUGIN [--only ID,...] [--skip ID,...] [--seed N] [--check-timeout SECONDS]`.
struct ValidateCommand: CLICommand {
    static let name = "validate"
    static let summary = "Check a plugin before shipping it: loading, manifest, intents, entities, widgets"
    static let arguments = [ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories")]
    static let only = OptionSpec("--only", value: "ID,...", repeatable: true, help: "Run only these checks")
    static let skip = OptionSpec("--skip", value: "ID,...", repeatable: true, help: "Leave these checks out")
    static let seed = OptionSpec("--seed", value: "N", help: "The seed of the randomised checks (default: a random one, printed)")
    static let checkTimeout = NumericOption(
        option: OptionSpec("--check-timeout", value: "SECONDS", help: "Each check's time limit (default 20)"), range: 0.1...600,
        wholeNumber: false, unit: "seconds")
    static let options = [only, skip, seed, checkTimeout.option]
    static let usage = "PLUGIN [--only ID,...] [--skip ID,...] [--seed N] [--check-timeout SECONDS]"
    static let discussion = """
        Runs every check on the plugin, each in a process of its own, so a plugin that crashes or
        hangs fails that check (crashed, timed out) and the others still run. One line per check
        as it ends (passed, warning, failed, crashed, timed out, skipped), then a summary with the
        seed of the randomised checks: run again with --seed N to replay them. Exit status 0 only
        when nothing failed, crashed or timed out. The plugin's intents run on a state directory
        of their own, removed afterwards: nothing of yours is changed.

        Checks: \(ValidationCatalog.checks.map(\.id).joined(separator: ", ")).

        Example:
          widgethost validate Counter
          widgethost validate ./libweather.so --only perform.fuzzed --seed 1234
        """

    let plugin: String
    let selected: [any ValidationCheck]
    let seedValue: UInt64?
    let timeLimit: Double

    init(_ parsed: ParsedArguments) throws {
        plugin = try Self.positionals(parsed)[0]
        func ids(_ option: OptionSpec) -> [String] {
            parsed.values(option).flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        }
        selected = try ValidationCatalog.selection(only: ids(Self.only), skip: ids(Self.skip), option: "command validate")
        if let text = parsed.value(Self.seed) {
            guard let value = UInt64(text) else {
                throw UsageError(
                    problem: "\(EchoedInput.quoted(text)) is not a valid value for --seed", location: "command validate",
                    expected: "a whole number from 0 to \(UInt64.max)")
            }
            seedValue = value
        } else {
            seedValue = nil
        }
        timeLimit = try Self.checkTimeout.read(parsed, command: Self.name) ?? 20
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let path = try context.locatePlugin(plugin).absoluteURL.standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { throw PluginLoadError.fileNotFound(path: path) }
        let seed = seedValue ?? UInt64.random(in: 0...999_999)
        let workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("widgethost-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workDirectory) }
        let runner = CheckRunner(
            executable: ExecutableLocation.url, pluginPath: path, seed: seed, timeLimit: timeLimit, workDirectory: workDirectory)
        var report = ValidationReport(plugin: path, seed: seed)
        // A library whose opening crashes or hangs (its constructors) fails every later check the same way, each after
        // its own time limit: once that step does, the rest are skipped, so the verdict comes in one time limit.
        var unopenable: String?
        for check in selected {
            let (outcome, milliseconds) =
                unopenable.map { (CheckOutcome(status: .skipped, detail: "the library cannot be opened (\($0))"), 0) }
                ?? runner.run(check)
            if check.id == LoadChecks.openingCheckID, outcome.status == .crashed || outcome.status == .timedOut {
                unopenable = "\(check.id): \(outcome.status.rawValue)"
            }
            let result = ValidationReport.Result(
                id: check.id, group: check.group, summary: check.summary, status: outcome.status, detail: outcome.detail,
                more: outcome.more, milliseconds: milliseconds)
            report.append(result)
            if !context.globals.json { context.console.print(result.line) }
        }
        if context.globals.json {
            try context.console.printJSON(report)
        } else {
            context.console.print(report.summaryLine)
        }
        return report.passed ? .success : .failure
    }
}
