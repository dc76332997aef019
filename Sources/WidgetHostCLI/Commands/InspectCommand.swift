import Foundation
import WidgetHost
import WidgetWire

/// `widgethost inspect PLUGIN`: everything a plugin declares.
struct InspectCommand: CLICommand {
    static let name = "inspect"
    static let summary = "Show a plugin's widgets, intents, entities and enums"
    static let arguments = [ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories")]
    static let usage = "PLUGIN"
    static let discussion = """
        Loads the plugin (checking its ABI version, manifest and handler symbols) without running any handler.

        Example:
          widgethost inspect Counter
          widgethost inspect ./libweather.so --json
        """

    let plugin: String

    init(_ parsed: ParsedArguments) throws {
        plugin = try Self.positionals(parsed)[0]
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadPlugin(plugin)
        if context.globals.json {
            try context.console.printJSON(Report(loaded))
        } else {
            context.console.print(lines: ManifestFormatter(plugin: loaded).lines())
        }
        return .success
    }

    /// The JSON of `inspect --json`: the host's view of the plugin, and its manifest.
    struct Report: Encodable {
        let id: String
        let path: String
        let abiVersion: String
        let dataDirectory: String
        let manifest: PluginManifest

        init(_ plugin: LoadedPlugin) {
            id = plugin.id
            path = plugin.path
            abiVersion = plugin.abiVersion.description
            dataDirectory = plugin.dataDirectory.path
            manifest = plugin.manifest
        }
    }
}
