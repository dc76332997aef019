import Foundation
import WidgetHost
import WidgetWire

/// `widgethost query PLUGIN ENTITY (--suggested | --matching TEXT | --ids ID,... | --default | --all)`,
/// or `widgethost query PLUGIN INTENT --options PARAMETER`.
struct QueryCommand: CLICommand {
    static let name = "query"
    static let summary = "Run an entity query, or list a parameter's options"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories"),
        ArgumentSpec(name: "ENTITY", help: "The entity type's id (see inspect); with --options, an intent's id"),
    ]
    static let suggested = OptionSpec("--suggested", help: "suggestedEntities()")
    static let matching = OptionSpec("--matching", value: "TEXT", help: "entities(matching: TEXT)")
    static let ids = OptionSpec("--ids", value: "ID,...", help: "entities(for: [ID, ...])")
    static let defaultResult = OptionSpec("--default", help: "defaultResult()")
    static let all = OptionSpec("--all", help: "allEntities()")
    static let parameterOptions = OptionSpec(
        "--options", value: "PARAMETER", help: "The options of the intent's PARAMETER (@Parameter(optionsProvider:))")
    static let intent = OptionSpec(
        "--intent", value: "INTENT", help: "Ask for the choices of a parameter of INTENT, configured with the --param values")
    static let param = OptionSpec(
        "--param", value: "NAME=VALUE", repeatable: true,
        help: "A value of the --intent (or the --options intent) being configured (repeatable)")
    static let options = [suggested, matching, ids, defaultResult, all, parameterOptions, intent, param]
    static let usage =
        "PLUGIN ENTITY (--suggested | --matching TEXT | --ids ID,... | --default | --all) [--intent INTENT [--param NAME=VALUE]...]"
        + " | PLUGIN INTENT --options PARAMETER [--param NAME=VALUE]..."
    static let discussion = """
        With --options, the second argument is an intent and the command lists the values its
        parameter PARAMETER offers as choices (what its optionsProvider's results() returns),
        for an intent whose other parameters hold the --param values, if given.

        With --intent, the query is asked for the choices of a parameter of INTENT whose other
        parameters hold the --param values, as a configuration screen asks it: a query whose
        choices depend on them (@IntentParameterDependency) reads them.

        Example:
          widgethost query Weather City --matching par
          widgethost query Weather City --ids paris,tokyo --json
          widgethost query Weather City --suggested --intent WeatherConfiguration --param province=zhejiang
          widgethost query AppleTemplate ConfigurationAppIntent --options favoriteEmoji
          widgethost query Weather WeatherConfiguration --options city --param province=zhejiang
        """

    /// What the command asks the plugin.
    enum Request {
        case entities(EntityQuery)
        case options(parameter: String)
    }

    let plugin: String
    let entity: String
    let request: Request
    /// `--intent`, with the `--param` assignments.
    let configuring: (intent: String, assignments: [String])?

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        plugin = positionals[0]
        entity = positionals[1]
        var chosen: [Request] = []
        if parsed.flag(Self.suggested) { chosen.append(.entities(.suggested)) }
        if let text = parsed.value(Self.matching) { chosen.append(.entities(.matching(text))) }
        if let list = parsed.value(Self.ids) {
            chosen.append(
                .entities(.identifiers(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })))
        }
        if parsed.flag(Self.defaultResult) { chosen.append(.entities(.defaultResult)) }
        if parsed.flag(Self.all) { chosen.append(.entities(.all)) }
        if let parameter = parsed.value(Self.parameterOptions) { chosen.append(.options(parameter: parameter)) }
        guard chosen.count == 1, let request = chosen.first else {
            throw UsageError(
                problem: chosen.isEmpty ? "no query operation given" : "more than one query operation given", location: "command query",
                expected: "exactly one of --suggested, --matching TEXT, --ids ID,..., --default, --all, --options PARAMETER")
        }
        self.request = request
        let assignments = parsed.values(Self.param)
        switch (parsed.value(Self.intent), request) {
        case (nil, .options): configuring = assignments.isEmpty ? nil : (entity, assignments)
        case (nil, _) where !assignments.isEmpty:
            throw UsageError(
                problem: "--param given without --intent", location: "command query",
                expected: "--intent INTENT naming the intent the values are for")
        case (.some, .options):
            throw UsageError(
                problem: "--intent given with --options", location: "command query",
                expected: "--options alone (the second argument is its intent), with the intent's values as --param NAME=VALUE")
        case (let intent?, _): configuring = (intent, assignments)
        case (nil, _): configuring = nil
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        switch request {
        case .entities(let query): return try runQuery(query, in: context)
        case .options(let parameter): return try listOptions(of: parameter, in: context)
        }
    }

    private func listOptions(of parameter: String, in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadPlugin(plugin)
        let values = try configuring.map { try loaded.resolver.givenValues(for: try loaded.intent(entity), assignments: $0.assignments) }
        let options = try loaded.options(intent: entity, parameter: parameter, configuring: values)
        if context.globals.json {
            try context.console.printJSON(options)
            return .success
        }
        guard !options.isEmpty else {
            context.console.print("\(entity).\(parameter) offers no options.")
            return .success
        }
        // Values as `--param NAME=VALUE` takes them: strings unquoted.
        let texts = options.map { $0.value.text(.argument) }
        let width = (texts.map(\.count).max() ?? 0) + 2
        context.console.print(
            lines: zip(texts, options).map { value, option in
                guard let title = option.title else { return value }
                return value.padding(toLength: width, withPad: " ", startingAt: 0) + title
            })
        return .success
    }

    private func runQuery(_ query: EntityQuery, in context: CommandContext) throws -> ExitCode {
        let loaded = try context.loadPlugin(plugin)
        let inProgress = try configuring.map { configuring in
            ConfigurationInProgress(
                intent: configuring.intent,
                values: try loaded.resolver.givenValues(for: try loaded.intent(configuring.intent), assignments: configuring.assignments))
        }
        let records = try loaded.query(entity: entity, query, configuring: inProgress)
        if context.globals.json {
            try context.console.printJSON(records)
            return .success
        }
        guard !records.isEmpty else {
            context.console.print("No \(entity) found.")
            return .success
        }
        let width = (records.map(\.id.count).max() ?? 0) + 2
        context.console.print(
            lines: records.map { record in
                var line = record.id.padding(toLength: width, withPad: " ", startingAt: 0) + record.title
                if let subtitle = record.subtitle { line += " — \(subtitle)" }
                if let symbol = record.symbol { line += " [\(symbol)]" }
                return line
            })
        return .success
    }
}
