import Foundation
import WidgetHost
import WidgetRuntime

/// `widgethost defaults PLUGIN [KEY [VALUE]]`: reads and writes the `UserDefaults` a plugin keeps in the host's store,
/// its standard defaults and App Group suites, as the iOS app would have shared them with its widget.
struct DefaultsCommand: CLICommand {
    static let name = "defaults"
    static let summary = "Read or write a plugin's UserDefaults and App Group suites (what its iOS app would share)"
    static let arguments = [
        ArgumentSpec(name: "PLUGIN", help: "A plugin id (as 'widgethost plugins' lists it) or path"),
        ArgumentSpec(name: "KEY", help: "The key to read, write or delete (none: list every value)"),
        ArgumentSpec(name: "VALUE", help: "The value to write, read as --type says"),
    ]
    static let suite = OptionSpec("--suite", value: "NAME", help: "The App Group suite (UserDefaults(suiteName:)); default: .standard")
    static let type = OptionSpec(
        "--type", value: "TYPE", help: "How VALUE is read: string, int, double, bool, date, data (base64) or json (default string)")
    static let delete = OptionSpec("--delete", help: "Delete KEY")
    static let options = [suite, type, delete]
    static let usage = "PLUGIN [KEY [VALUE]] [--suite NAME] [--type TYPE] [--delete]"
    static let discussion = """
        A widget often reads what its app wrote to an App Group (UserDefaults(suiteName: "group.…")). Linux has no
        app: write those values here, and the plugin's next call reads them (widgethost reload --kind KIND shows
        them now). Values live in the state database with the plugin's other storage.

        Examples:
          widgethost defaults Weather --suite group.com.example.weather city Lisbon
          widgethost defaults Weather --suite group.com.example.weather days 5 --type int
          widgethost defaults Weather --suite group.com.example.weather favorites '["Lisbon", "Porto"]' --type json
          widgethost defaults Weather                      (every suite and value)
          widgethost defaults Weather city --delete --suite group.com.example.weather
        """

    let plugin: String
    let key: String?
    let value: String?
    let suiteName: String?
    let valueType: String
    let deletes: Bool

    init(_ parsed: ParsedArguments) throws {
        let given = parsed.positionals
        guard (1...3).contains(given.count) else {
            throw UsageError(
                problem: given.isEmpty ? "missing PLUGIN" : "unexpected argument \(EchoedInput.quoted(given[3]))",
                location: "command defaults", expected: "widgethost defaults \(Self.usage)")
        }
        (plugin, key, value) = (given[0], given.count > 1 ? given[1] : nil, given.count > 2 ? given[2] : nil)
        suiteName = parsed.value(Self.suite)
        valueType = parsed.value(Self.type) ?? "string"
        deletes = parsed.flag(Self.delete)
        guard DefaultsValueText.types.contains(valueType) else {
            throw UsageError(
                problem: "unknown type \(EchoedInput.quoted(valueType))", location: "option --type",
                expected: DefaultsValueText.types.joined(separator: ", "))
        }
        if deletes && (key == nil || value != nil) {
            throw UsageError(
                problem: "--delete takes a KEY and no VALUE", location: "command defaults",
                expected: "widgethost defaults PLUGIN KEY --delete")
        }
        if parsed.value(Self.type) != nil && value == nil {
            throw UsageError(
                problem: "--type without a VALUE", location: "command defaults",
                expected: "widgethost defaults PLUGIN KEY VALUE --type TYPE")
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let defaults = try context.runtime(notifiesDaemon: false).defaults(pluginID: plugin)
        guard let key else { return try list(defaults, context) }
        if deletes {
            guard try defaults.removeValue(forKey: key, suite: suiteName) else { throw try missing(key, in: defaults) }
            context.console.print("Deleted \(key) from \(domainName(of: defaults)).")
            return .success
        }
        guard let value else {
            guard let stored = try defaults.values(suite: suiteName)[key] else { throw try missing(key, in: defaults) }
            context.console.print(context.globals.json ? try jsonText([key: stored]) : DefaultsValueText.text(stored))
            return .success
        }
        switch DefaultsValueText.value(value, type: valueType) {
        case .failure(let problem):
            throw UsageError(problem: "\(EchoedInput.quoted(value)) is not valid", location: "VALUE", expected: problem.expected)
        case .success(let typed):
            try defaults.setValue(typed, forKey: key, suite: suiteName)
            context.console.print("Set \(key) = \(DefaultsValueText.text(typed)) in \(domainName(of: defaults)).")
            return .success
        }
    }

    private func list(_ defaults: PluginDefaultsStore, _ context: CommandContext) throws -> ExitCode {
        let stored = try defaults.suites()
        let suites: [String?] = suiteName.map { [$0] } ?? [nil] + stored.map { Optional($0) }
        var all: [String: Any] = [:]
        var lines: [String] = []
        for suite in suites {
            let values = try defaults.values(suite: suite)
            all[suite ?? "standard"] = values
            lines.append(suite.map { "suite \($0):" } ?? "standard:")
            lines +=
                values.isEmpty ? ["  (no values)"] : values.keys.sorted().map { "  \($0) = \(DefaultsValueText.text(values[$0] as Any))" }
        }
        context.console.print(context.globals.json ? try jsonText(all) : lines.joined(separator: "\n"))
        return .success
    }

    private func domainName(of defaults: PluginDefaultsStore) -> String {
        "\(suiteName.map { "suite \($0)" } ?? "the standard defaults") of plugin \(defaults.pluginID)"
    }

    private func missing(_ key: String, in defaults: PluginDefaultsStore) throws -> UsageError {
        let keys = try defaults.values(suite: suiteName).keys.sorted()
        return UsageError(
            problem: "no value for \(EchoedInput.quoted(key)) in \(domainName(of: defaults))", location: "KEY",
            expected: keys.isEmpty
                ? "a key written first (widgethost defaults \(defaults.pluginID) KEY VALUE)" : "one of: \(keys.joined(separator: ", "))")
    }

    private func jsonText(_ values: [String: Any]) throws -> String {
        let plain = values.mapValues(Self.jsonReady)
        return String(decoding: try JSONSerialization.data(withJSONObject: plain, options: [.sortedKeys]), as: UTF8.self)
    }

    /// `value` with dates as ISO 8601 and data as base64, which JSON has no types for.
    private static func jsonReady(_ value: Any) -> Any {
        switch value {
        case let date as Date: date.formatted(.iso8601)
        case let data as Data: data.base64EncodedString()
        case let array as [Any]: array.map(jsonReady)
        case let dictionary as [String: Any]: dictionary.mapValues(jsonReady)
        case let dictionary as [AnyHashable: Any]: Dictionary(uniqueKeysWithValues: dictionary.map { ("\($0.key)", jsonReady($0.value)) })
        default: value
        }
    }
}
