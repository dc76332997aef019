import WidgetHost
import WidgetRuntime
import WidgetWire

/// `widgethost tap ID CONTROL`.
struct TapCommand: CLICommand {
    static let name = "tap"
    static let summary = "Tap a button or toggle of a widget instance, then reload it"
    static let arguments = [
        ArgumentSpec(name: "ID", help: "The instance (see list)"),
        ArgumentSpec(name: "CONTROL", help: "A control id (b.2.0, t.1) or an unambiguous label"),
    ]
    static let usage = "ID CONTROL"
    static let discussion = """
        The control is looked up in the entry the instance shows now. Its intent is performed through
        the plugin with the parameters the control was built with (a toggle's intent gets its new
        state), then the instance's timeline is reloaded at once (taps are exempt from the budget).

        Example:
          widgethost tap 3 b.2.0
          widgethost tap 3 "加 10"
        """

    let id: InstanceID
    let control: String

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        id = try InstanceArgument.parse(positionals[0], command: Self.name)
        control = positionals[1]
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime()
        let outcome = try runtime.tap(id, control: control)
        let instance = try runtime.instance(id)
        let entry = instance.entry(at: runtime.now)
        if context.globals.json {
            try context.console.printJSON(
                Report(
                    instance: id, control: outcome.control.id, invocation: outcome.invocation, result: outcome.result,
                    reload: ReloadReportJSON(outcome.reload), view: entry?.view))
            return outcome.reload.state.isOK ? .success : .failure
        }
        let dates = DateText()
        let text = InstanceText(dates: dates)
        var lines = ["Tapped \(outcome.control.kind.rawValue) \(outcome.control.id) → \(outcome.invocationText)"]
        if let value = outcome.result.value { lines.append("Result: \(value.text(.literal))") }
        if let dialog = outcome.result.dialog { lines.append(dialog) }
        lines.append(InstanceText.sentence(text.reload(outcome.reload)))
        lines += outcome.events.compactMap(text.log)
        if let entry {
            lines.append("Now showing (\(text.entry(instance, at: runtime.now))):")
            lines += ViewTreeFormatter(dates: dates).lines(for: entry.view, indent: 1)
        }
        context.console.print(lines: lines)
        return outcome.reload.state.isOK ? .success : .failure
    }

    struct Report: Encodable {
        let instance: InstanceID
        let control: String
        let invocation: IntentInvocation
        let result: PerformResult
        let reload: ReloadReportJSON
        let view: ViewNode?
    }
}
