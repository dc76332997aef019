import WidgetHost
import WidgetRuntime

/// `widgethost plugins approve ID`: trust a plugin's file as it is now.
struct PluginsApproveCommand: CLICommand {
    static let name = "plugins approve"
    static let summary = "Approve a plugin's file as it is now, so its instances run it again"
    static let arguments = [ArgumentSpec(name: "ID", help: "A plugin id (as 'widgethost plugins' lists it)")]
    static let usage = "ID"
    static let discussion = """
        Records the SHA-256 of the plugin's file (the one its instances use, else the one its id
        names on the search path). Approve only a file you built or trust: its code runs as you.

        Example:
          widgethost plugins approve Counter
        """

    let pluginID: String

    init(_ parsed: ParsedArguments) throws { pluginID = try Self.positionals(parsed)[0] }

    func run(in context: CommandContext) throws -> ExitCode {
        let pin = try context.runtime().approvePlugin(pluginID)
        context.console.print("Approved \(pin.pluginID): \(pin.path) (sha256 \(pin.sha256))")
        return .success
    }
}
