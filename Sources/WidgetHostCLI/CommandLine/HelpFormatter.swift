import WidgetHost

/// Renders `widgethost --help` and `widgethost <command> --help`.
enum HelpFormatter {
    static func general(_ commands: [CommandDescriptor]) -> String {
        var lines = [
            "widgethost \(WidgetHostInfo.version): run AppIntents/WidgetKit-style widget plugins (plugin ABI \(ABIVersion.host))",
            "",
            "Usage: widgethost [global options] <command> [arguments]",
            "",
            "Commands:",
        ]
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for command in commands {
            lines.append("  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Global options:"] + optionLines(GlobalOptions.all)
        lines += [
            "",
            "PLUGIN is a path (containing / or ending in .so) or an id: lib<id>.so or <id>.so in --plugins DIR,",
            "$WIDGETHOST_PLUGINS (colon-separated) or $XDG_DATA_HOME/widgethost/plugins, then in the installed",
            "plugins (../share/widgethost/plugins from widgethost's directory), or next to widgethost.",
            "",
            "Plugin isolation: run and serve (and inspect) run each plugin in a worker process of its own",
            "(--isolation worker): a crash, or a call slower than --plugin-timeout, fails that call and the next",
            "call starts a new worker; 3 failures within 60 s quarantine the plugin until its file changes or",
            "'widgethost reload'. The other commands load plugins into widgethost itself (--isolation in-process),",
            "the fastest; a plugin that crashes, exits or hangs there ends widgethost with one error line and exit code 1.",
            "--trust-in-process ID runs a trusted plugin in process in worker mode too.",
            "Workers are sandboxed by the kernel (Landlock): their data directory read-write, their own file,",
            "libraries, fonts and time zones read-only, nothing else; the network is allowed unless denied",
            "('widgethost plugins deny-network ID', --deny-network ID). Without Landlock they run unconfined",
            "with a warning; --require-sandbox refuses to. In-process plugins are not sandboxed.",
            "",
            "Exit codes: 0 success, 1 the plugin ran and failed, 2 bad input.",
            "Run 'widgethost <command> --help' for a command's arguments.",
        ]
        return lines.joined(separator: "\n")
    }

    static func command(_ command: CommandDescriptor) -> String {
        var lines = ["widgethost \(command.name): \(command.summary)", "", "Usage: widgethost \(command.name) \(command.usage)"]
        if !command.arguments.isEmpty {
            lines += ["", "Arguments:"]
            let width = (command.arguments.map(\.name.count).max() ?? 0) + 2
            for argument in command.arguments {
                lines.append("  " + argument.name.padding(toLength: width, withPad: " ", startingAt: 0) + argument.help)
            }
        }
        if !command.options.isEmpty { lines += ["", "Options:"] + optionLines(command.options) }
        lines += ["", "Global options:"] + optionLines(GlobalOptions.all)
        if !command.discussion.isEmpty { lines += ["", command.discussion] }
        return lines.joined(separator: "\n")
    }

    private static func optionLines(_ options: [OptionSpec]) -> [String] {
        let width = (options.map(\.synopsis.count).max() ?? 0) + 2
        return options.map { "  " + $0.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + $0.help }
    }
}
