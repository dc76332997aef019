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
        Loads the plugin (checking its ABI version, manifest and handler symbols) and lists what
        it declares. To list the SF Symbols its views show that have no glyph on this host (they
        draw as a box), it calls each widget's placeholder in every family and each #Preview:
        the plugin's own code, which only draws views (no instance is created, no intent runs,
        nothing of the host's is stored). The plugin runs in a worker process unless --isolation
        (or $WIDGETHOST_ISOLATION) says in-process, so a placeholder or preview that fails, even
        by crashing, is named, and inspect still succeeds.

        Example:
          widgethost inspect Counter
          widgethost inspect ./libweather.so --json
        """

    let plugin: String

    init(_ parsed: ParsedArguments) throws {
        plugin = try Self.positionals(parsed)[0]
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let host = try context.makePluginHost(isolation: try context.isolation(prefersWorker: true))
        defer { host.shutDown() }
        let loaded = try host.load(try context.locatePlugin(plugin).path)
        let glyphs = MissingGlyphs(of: loaded)
        // The data directory its instances use, even when this run kept its data in the one-shot cache.
        let dataDirectory = StateDirectory.pluginDataDirectory(for: loaded.id, in: context.stateDirectory)
        if context.globals.json {
            try context.console.printJSON(Report(loaded, dataDirectory: dataDirectory, glyphs: glyphs))
        } else {
            context.console.print(lines: ManifestFormatter(plugin: loaded, dataDirectory: dataDirectory).lines() + glyphs.lines())
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
        /// The SF Symbols its placeholders and previews show that have no glyph.
        let symbolsWithoutGlyph: [String]
        /// The placeholders and previews that could not be looked at, and why.
        let symbolsNotChecked: [String]

        init(_ plugin: LoadedPlugin, dataDirectory: URL, glyphs: MissingGlyphs) {
            id = plugin.id
            path = plugin.path
            abiVersion = plugin.abiVersion.description
            self.dataDirectory = dataDirectory.path
            manifest = plugin.manifest
            symbolsWithoutGlyph = glyphs.names
            symbolsNotChecked = glyphs.unchecked
        }
    }
}
