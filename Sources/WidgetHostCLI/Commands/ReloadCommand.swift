import WidgetHost
import WidgetRuntime
import WidgetWire

/// `widgethost reload (ID | --kind KIND | --all)`.
struct ReloadCommand: CLICommand {
    static let name = "reload"
    static let summary = "Reload widget instances' timelines now"
    static let arguments: [ArgumentSpec] = []
    static let kind = OptionSpec("--kind", value: "KIND", help: "Reload every instance of KIND")
    static let all = OptionSpec("--all", help: "Reload every instance")
    static let approve = OptionSpec(
        "--approve", help: "Approve the instances' plugin files as they are now (after a rebuild or update), then reload")
    static let options = [kind, all, approve]
    static let usage = "(ID | --kind KIND | --all)"
    static let discussion = """
        Explicit reloads run at once and are exempt from the refresh budget. A plugin file that
        changed since it was approved is not run until approved: --approve approves it first.

        Example:
          widgethost reload 3
          widgethost reload --kind MyWidget
        """

    let target: ReloadTarget
    let approves: Bool

    init(_ parsed: ParsedArguments) throws {
        var targets: [ReloadTarget] = []
        if parsed.positionals.count > 1 {
            throw UsageError(
                problem: "unexpected argument \(EchoedInput.quoted(parsed.positionals[1]))", location: "command reload",
                expected: "widgethost reload \(Self.usage)")
        }
        if let first = parsed.positionals.first { targets.append(.instance(try InstanceArgument.parse(first, command: Self.name))) }
        if let kind = parsed.value(Self.kind) { targets.append(.kind(kind)) }
        if parsed.flag(Self.all) { targets.append(.all) }
        guard targets.count == 1, let target = targets.first else {
            throw UsageError(
                problem: targets.isEmpty ? "nothing to reload given" : "more than one of ID, --kind and --all given",
                location: "command reload", expected: "exactly one of ID, --kind KIND, --all")
        }
        self.target = target
        approves = parsed.flag(Self.approve)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        if approves { try approvePlugins(of: runtime) }
        let reports = try runtime.reload(target)
        if context.globals.json {
            try context.console.printJSON(reports.map(ReloadReportJSON.init))
        } else {
            let text = InstanceText(dates: DateText())
            context.console.print(
                lines: reports.isEmpty ? ["No widget instances."] : reports.map { InstanceText.sentence(text.reload($0)) })
        }
        return reports.allSatisfy(\.state.isOK) ? .success : .failure
    }

    private func approvePlugins(of runtime: WidgetRuntime) throws {
        let instances = try runtime.storedInstances().filter { instance in
            switch target {
            case .instance(let id): instance.id == id
            case .kind(let kind): instance.kind == kind
            case .all: true
            }
        }
        for pluginID in Set(instances.map(\.pluginID)).sorted() { try runtime.approvePlugin(pluginID) }
    }
}
