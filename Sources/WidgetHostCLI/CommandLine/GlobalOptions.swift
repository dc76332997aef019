import Foundation
import WidgetHost

/// The options every command accepts.
struct GlobalOptions: Sendable {
    static let plugins = OptionSpec(
        "--plugins", value: "DIR", repeatable: true, help: "Look up plugin ids in DIR (repeatable; default: $WIDGETHOST_PLUGINS)")
    static let state = OptionSpec(
        "--state", value: "DIR",
        help: "Keep state in DIR (default: $WIDGETHOST_STATE, ~/.local/state/widgethost)")
    static let json = OptionSpec("--json", help: "Print JSON instead of text")
    static let now = OptionSpec("--now", value: "DATE", help: "Pretend the current time is DATE (ISO 8601), for tests and previews")
    static let verbose = OptionSpec("-v", "--verbose", help: "Show the plugins' debug and info log lines")
    static let isolation = OptionSpec(
        "--isolation", value: "MODE",
        help:
            "Run plugins in-process or each in a worker process: in-process|worker (default: $WIDGETHOST_ISOLATION, else worker for run, serve and inspect, in-process for the rest)"
    )
    static let trustInProcess = OptionSpec(
        "--trust-in-process", value: "ID", repeatable: true,
        help: "In worker mode, run plugin ID in process anyway (repeatable; also $WIDGETHOST_TRUST_IN_PROCESS, colon-separated)")
    static let denyNetwork = OptionSpec(
        "--deny-network", value: "ID", repeatable: true,
        help: "In worker mode, deny plugin ID the network for this run (repeatable; see widgethost plugins deny-network)")
    static let requireSandbox = OptionSpec(
        "--require-sandbox",
        help: "Refuse to run plugins unsandboxed (no Landlock, WIDGETHOST_SANDBOX=off, in process); also $WIDGETHOST_REQUIRE_SANDBOX=1")
    static let pluginTimeout = OptionSpec(
        "--plugin-timeout", value: "SECONDS",
        help: "Stop a plugin that does not answer a call within SECONDS (default 10; in process, widgethost ends)")
    static let pluginMemory = OptionSpec(
        "--plugin-memory", value: "MIB",
        help: "Worker mode: stop a worker whose memory grows more than MIB above its size after loading (16-65536, default 128)")
    static let help = OptionSpec("-h", "--help", help: "Show help")
    static let version = OptionSpec("--version", help: "Show the version")

    static let all = [
        plugins, state, json, ColorChoice.option, now, verbose, isolation, trustInProcess, denyNetwork, requireSandbox, pluginTimeout,
        pluginMemory, help,
        version,
    ]

    var pluginDirectories: [String] = []
    var stateDirectory: String?
    var json = false
    var color = ColorChoice.auto
    var now: Date?
    var verbose = false
    var isolation: String?
    var trustedInProcess: [String] = []
    var networkDenied: [String] = []
    var requireSandbox = false
    var pluginTimeout: Double?
    var pluginMemory: Int?
    var help = false
    var version = false

    init() {}

    init(_ parsed: ParsedArguments) throws(UsageError) {
        pluginDirectories = parsed.values(Self.plugins)
        stateDirectory = parsed.value(Self.state)
        json = parsed.flag(Self.json)
        color = try ColorChoice(parsed.value(ColorChoice.option))
        verbose = parsed.flag(Self.verbose)
        help = parsed.flag(Self.help)
        version = parsed.flag(Self.version)
        isolation = parsed.value(Self.isolation)
        trustedInProcess = parsed.values(Self.trustInProcess)
        networkDenied = parsed.values(Self.denyNetwork)
        requireSandbox = parsed.flag(Self.requireSandbox)
        pluginTimeout = try NumericOption(option: Self.pluginTimeout, range: 0.01...3_600, wholeNumber: false, unit: "seconds")
            .read(parsed, command: "widgethost")
        pluginMemory = try NumericOption(option: Self.pluginMemory, range: 16...65_536, wholeNumber: true, unit: "MiB")
            .readWhole(parsed, command: "widgethost")
        now = try parsed.date(Self.now)
    }
}
