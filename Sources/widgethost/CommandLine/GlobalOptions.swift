import Foundation
import WidgetHost

/// The options every command accepts.
struct GlobalOptions: Sendable {
    static let plugins = OptionSpec(
        "--plugins", value: "DIR", repeatable: true, help: "Look up plugin ids in DIR (repeatable; default: $WIDGETHOST_PLUGINS)")
    static let state = OptionSpec(
        "--state", value: "DIR", help: "Keep state in DIR (default: $WIDGETHOST_STATE, ~/.local/state/widgethost)")
    static let json = OptionSpec("--json", help: "Print JSON instead of text")
    static let now = OptionSpec("--now", value: "DATE", help: "Pretend the current time is DATE (ISO 8601), for tests and previews")
    static let verbose = OptionSpec("-v", "--verbose", help: "Show the plugins' debug and info log lines")
    static let help = OptionSpec("-h", "--help", help: "Show help")
    static let version = OptionSpec("--version", help: "Show the version")

    static let all = [plugins, state, json, now, verbose, help, version]

    var pluginDirectories: [String] = []
    var stateDirectory: String?
    var json = false
    var now: Date?
    var verbose = false
    var help = false
    var version = false

    init() {}

    init(_ parsed: ParsedArguments) throws(UsageError) {
        pluginDirectories = parsed.values(Self.plugins)
        stateDirectory = parsed.value(Self.state)
        json = parsed.flag(Self.json)
        verbose = parsed.flag(Self.verbose)
        help = parsed.flag(Self.help)
        version = parsed.flag(Self.version)
        if let text = parsed.value(Self.now) {
            guard let date = ParameterValueParser.parseDate(text) else {
                throw UsageError(
                    problem: "'\(text)' is not an ISO 8601 date", location: "option --now",
                    expected: "a date such as 2024-05-01T10:00:00Z or 2024-05-01")
            }
            now = date
        }
    }
}
