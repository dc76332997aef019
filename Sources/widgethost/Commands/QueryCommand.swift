import Foundation
import WidgetHost
import WidgetWire

/// `widgethost query PLUGIN ENTITY (--suggested | --matching TEXT | --ids ID,... | --default | --all)`.
struct QueryCommand: CLICommand {
    static let name = "query"
    static let summary = "Run an entity query"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin path, or an id in the plugin directories"),
        ArgumentSpec(name: "ENTITY", help: "The entity type's id (see inspect)"),
    ]
    static let suggested = OptionSpec("--suggested", help: "suggestedEntities()")
    static let matching = OptionSpec("--matching", value: "TEXT", help: "entities(matching: TEXT)")
    static let ids = OptionSpec("--ids", value: "ID,...", help: "entities(for: [ID, ...])")
    static let defaultResult = OptionSpec("--default", help: "defaultResult()")
    static let all = OptionSpec("--all", help: "allEntities()")
    static let options = [suggested, matching, ids, defaultResult, all]
    static let usage = "PLUGIN ENTITY (--suggested | --matching TEXT | --ids ID,... | --default | --all)"
    static let discussion = """
        Example:
          widgethost query Weather City --matching par
          widgethost query Weather City --ids paris,tokyo --json
        """

    let plugin: String
    let entity: String
    let query: EntityQuery

    init(_ parsed: ParsedArguments) throws {
        let positionals = try Self.positionals(parsed)
        plugin = positionals[0]
        entity = positionals[1]
        var chosen: [EntityQuery] = []
        if parsed.flag(Self.suggested) { chosen.append(.suggested) }
        if let text = parsed.value(Self.matching) { chosen.append(.matching(text)) }
        if let list = parsed.value(Self.ids) {
            chosen.append(.identifiers(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
        }
        if parsed.flag(Self.defaultResult) { chosen.append(.defaultResult) }
        if parsed.flag(Self.all) { chosen.append(.all) }
        guard chosen.count == 1, let query = chosen.first else {
            throw UsageError(
                problem: chosen.isEmpty ? "no query operation given" : "more than one query operation given", location: "command query",
                expected: "exactly one of --suggested, --matching TEXT, --ids ID,..., --default, --all")
        }
        self.query = query
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let records = try context.loadPlugin(plugin).query(entity: entity, query)
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
