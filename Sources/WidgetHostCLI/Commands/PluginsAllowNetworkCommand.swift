import WidgetHost
import WidgetRuntime

/// `widgethost plugins allow-network ID`: the plugin's workers may use the network again.
struct PluginsAllowNetworkCommand: CLICommand {
    static let name = "plugins allow-network"
    static let summary = "Allow a plugin the network again (the default), after 'plugins deny-network'"
    static let arguments = [ArgumentSpec(name: "ID", help: "A plugin id (as 'widgethost plugins' lists it)")]
    static let usage = "ID"
    static let discussion = """
        Its next worker may connect and bind again; --deny-network ID still denies it for one run.

        Example:
          widgethost plugins allow-network Counter
        """

    let pluginID: String

    init(_ parsed: ParsedArguments) throws { pluginID = try Self.positionals(parsed)[0] }

    func run(in context: CommandContext) throws -> ExitCode {
        let id = try context.runtime(notifiesDaemon: false).setNetworkDenied(false, pluginID: pluginID)
        context.console.print("Allowed \(id) the network")
        return .success
    }
}
