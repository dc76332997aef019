import WidgetHost
import WidgetWire

/// `--json` for `help`, `--help` and `--version`: the command registry and the version as JSON,
/// for completions, man pages and scripts, from the same descriptors the text help is made of.
enum HelpJSON {
    struct Option: Encodable {
        let names: [String]
        let value: String?
        let repeatable: Bool
        let help: String

        init(_ spec: OptionSpec) {
            names = spec.names
            value = spec.valueName
            repeatable = spec.repeatable
            help = spec.help
        }
    }

    struct Argument: Encodable {
        let name: String
        let help: String
    }

    struct Command: Encodable {
        let name: String
        let summary: String
        let usage: String
        let arguments: [Argument]
        let options: [Option]
        let discussion: String

        init(_ command: CommandDescriptor) {
            name = command.name
            summary = command.summary
            usage = "widgethost \(command.name) \(command.usage)"
            arguments = command.arguments.map { Argument(name: $0.name, help: $0.help) }
            options = command.options.map(Option.init)
            discussion = command.discussion
        }
    }

    struct General: Encodable {
        let version: String
        let commands: [Command]
        let globalOptions: [Option]
    }

    struct Version: Encodable {
        let version: String
        let pluginABI: String
    }

    /// The general help: every command and the global options.
    static func general(_ commands: [CommandDescriptor]) throws -> String {
        try WireCoding.encodePretty(
            General(
                version: WidgetHostInfo.version, commands: commands.map(Command.init), globalOptions: GlobalOptions.all.map(Option.init)))
    }

    /// One command's help.
    static func command(_ command: CommandDescriptor) throws -> String { try WireCoding.encodePretty(Command(command)) }

    /// `{"pluginABI": "…", "version": "…"}`.
    static func version() throws -> String {
        try WireCoding.encodeString(Version(version: WidgetHostInfo.version, pluginABI: "\(ABIVersion.host)"))
    }

    /// The line `--version` prints.
    static var versionLine: String { "widgethost \(WidgetHostInfo.version) (plugin ABI \(ABIVersion.host))" }
}
