import WidgetHost
import WidgetRuntime

/// `widgethost plugins`: the plugins found on the search path or used by instances.
struct PluginsCommand: CLICommand {
    static let name = "plugins"
    static let summary = "List the plugins: their widgets, where they came from, whether their file is approved"
    static let arguments: [ArgumentSpec] = []
    static let usage = ""
    static let discussion = """
        Lists every plugin of the search path (the first file per id) and every plugin a stored
        instance uses, loading each to list its widgets. A plugin's SHA-256 is pinned when an
        instance first uses it; a file that changed since is not run for stored instances until
        'widgethost plugins approve ID'. See also 'widgethost plugins show ID'.

        Example:
          widgethost plugins
          widgethost plugins approve Counter
        """

    init(_ parsed: ParsedArguments) throws { _ = try Self.positionals(parsed) }

    func run(in context: CommandContext) throws -> ExitCode {
        let plugins = try context.runtime(notifiesDaemon: false).knownPlugins()
        guard !plugins.isEmpty else {
            context.console.print("No plugins found. Searched: \(context.searchPath.directories.map(\.path).joined(separator: ", "))")
            return .success
        }
        context.console.print(lines: plugins.flatMap(Self.lines))
        return .success
    }

    /// The lines describing one plugin (also the body of `plugins show`).
    static func lines(_ plugin: KnownPlugin) -> [String] {
        [
            "\(plugin.id)  \(plugin.path)",
            "  from: \(plugin.source)",
            "  widgets: " + (plugin.loadProblem.map { "cannot load: \($0)" } ?? plugin.widgets.joined(separator: ", ")),
            "  file: \(pinText(plugin))",
        ]
    }

    private static func pinText(_ plugin: KnownPlugin) -> String {
        switch plugin.pin {
        case .unpinned: "not pinned yet (pinned when an instance first uses it)"
        case .approved: "approved"
        case .changed(let approved, let current):
            "changed: "
                + PluginPinError(pluginID: plugin.id, path: plugin.path, approvedSHA256: approved, currentSHA256: current).summary
        }
    }
}
