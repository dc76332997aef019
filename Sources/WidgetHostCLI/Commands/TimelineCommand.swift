import WidgetHost
import WidgetWire

/// `widgethost timeline PLUGIN KIND [--family F] [--param NAME=VALUE]... [--preview]`.
struct TimelineCommand: CLICommand {
    static let name = "timeline"
    static let summary = "Get a widget's timeline and show its entries as view trees"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories"),
        ArgumentSpec(name: "KIND", help: "The widget's kind (see inspect)"),
    ]
    static let family = OptionSpec("--family", value: "FAMILY", help: "The widget family (default: the widget's first)")
    static let param = OptionSpec("--param", value: "NAME=VALUE", repeatable: true, help: "A configuration value (repeatable)")
    static let options = [family, param] + ProviderCallOptions.all
    static let usage = "PLUGIN KIND [--family FAMILY] [--param NAME=VALUE]... \(ProviderCallOptions.usage)"
    static let discussion = """
        Buttons and toggles are shown with their control ids (b.0.2, t.1): stable paths in the view tree.
        Dates are shown in the local time zone (set TZ to change it).

        Example:
          widgethost timeline Weather Forecast --family systemMedium --param city=paris
        """

    let plugin: String
    let kind: String
    let familyName: String?
    let assignments: [String]
    let call: ProviderCallOptions

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        plugin = positionals[0]
        kind = positionals[1]
        familyName = parsed.value(Self.family)
        assignments = parsed.values(Self.param)
        call = try ProviderCallOptions(parsed, command: Self.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadPlugin(plugin)
        let family = try familyName.map { try loaded.family(named: $0, forWidget: kind) }
        let configuration = try call.configuration(of: loaded, forWidget: kind, assignments: assignments)
        let options = TimelineOptions(operation: call.operation, family: family, isPreview: call.isPreview)
        let payload = try loaded.timeline(kind: kind, configuration: configuration, options: options)
        if context.globals.json {
            try context.console.printJSON(payload)
            return .success
        }
        let widget = try loaded.widget(kind)
        let shownFamily = family ?? widget.families.first ?? .systemSmall
        context.console.print(
            lines: TimelineFormatter(dates: DateText()).lines(
                for: payload,
                title:
                    "\(kind) (plugin \(loaded.id)), \(shownFamily.rawValue), \(call.operation.rawValue)\(call.isPreview ? " preview" : "")",
                showsPolicy: call.operation == .timeline))
        return .success
    }
}
