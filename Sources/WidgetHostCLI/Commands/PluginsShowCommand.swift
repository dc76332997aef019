import WidgetHost
import WidgetRuntime

/// `widgethost plugins show ID`: one plugin, with its pin.
struct PluginsShowCommand: CLICommand {
    static let name = "plugins show"
    static let summary = "Show one plugin: its file, widgets, source, instances, approved SHA-256 and network"
    static let arguments = [ArgumentSpec(name: "ID", help: "A plugin id (as 'widgethost plugins' lists it)")]
    static let usage = "ID"
    static let discussion = """
        Example:
          widgethost plugins show Counter
        """

    let pluginID: String

    init(_ parsed: ParsedArguments) throws { pluginID = try Self.positionals(parsed)[0] }

    func run(in context: CommandContext) throws -> ExitCode {
        let runtime = try context.runtime(notifiesDaemon: false)
        let plugins = try runtime.knownPlugins()
        guard let plugin = plugins.first(where: { $0.id.lowercased() == pluginID.lowercased() }) else {
            throw UsageError(
                problem: "no plugin \(EchoedInput.quoted(pluginID))", location: "command plugins show",
                expected: "one of \(plugins.map(\.id).joined(separator: ", ")) (see widgethost plugins)")
        }
        let pin = try runtime.host.pins.pin(pluginID: plugin.id)
        let networkDenied = try runtime.host.network.isNetworkDenied(pluginID: plugin.id)
        context.console.print(
            lines: PluginsCommand.lines(plugin) + [
                "  instances: \(plugin.instanceCount)",
                "  approved sha256: \(pin.map { "\($0.sha256) (\($0.path))" } ?? "none")",
                "  network: " + (networkDenied ? "denied (widgethost plugins allow-network \(plugin.id))" : "allowed"),
            ])
        return .success
    }
}
