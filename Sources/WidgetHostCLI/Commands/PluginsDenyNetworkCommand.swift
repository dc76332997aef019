import WidgetHost
import WidgetRuntime

/// `widgethost plugins deny-network ID`: the plugin's workers may not use the network.
struct PluginsDenyNetworkCommand: CLICommand {
    static let name = "plugins deny-network"
    static let summary = "Deny a plugin the network: its workers can open no TCP connection and no socket but unix ones"
    static let arguments = [ArgumentSpec(name: "ID", help: "A plugin id (as 'widgethost plugins' lists it)")]
    static let usage = "ID"
    static let discussion = """
        Plugins may use the network by default, as widgets do on iOS. A denied plugin's worker is
        refused TCP connect and bind by the kernel (Landlock) and every socket but unix ones
        (seccomp). Its next worker obeys: restart 'widgethost run' or 'serve' for one running now.
        Plugins run in process (--isolation in-process, --trust-in-process) are not confined.

        Example:
          widgethost plugins deny-network Counter
        """

    let pluginID: String

    init(_ parsed: ParsedArguments) throws { pluginID = try Self.positionals(parsed)[0] }

    func run(in context: CommandContext) throws -> ExitCode {
        let id = try context.runtime(notifiesDaemon: false).setNetworkDenied(true, pluginID: pluginID)
        context.console.print("Denied \(id) the network (widgethost plugins allow-network \(id) to allow it again)")
        return .success
    }
}
