import WidgetHost
import WidgetWire

/// Which provider call a command asks a widget for: `--snapshot`, `--placeholder`, or the timeline
/// (neither), and `--preview` (`context.isPreview`). Shared by `timeline` and `render PLUGIN KIND`.
struct ProviderCallOptions {
    static let preview = OptionSpec("--preview", help: "Ask as a gallery preview (context.isPreview)")
    static let snapshot = OptionSpec("--snapshot", help: "Call the snapshot handler instead of the timeline")
    static let placeholder = OptionSpec("--placeholder", help: "Call the placeholder handler instead of the timeline")
    static let all = [preview, snapshot, placeholder]
    static let usage = "[--preview] [--snapshot | --placeholder]"

    let operation: TimelineOperation
    let isPreview: Bool

    /// The options `parsed` gives `command`; a usage error for both `--snapshot` and `--placeholder`.
    init(_ parsed: ParsedArguments, command: String) throws {
        isPreview = parsed.flag(Self.preview)
        switch (parsed.flag(Self.snapshot), parsed.flag(Self.placeholder)) {
        case (true, true):
            throw UsageError(
                problem: "both --snapshot and --placeholder given", location: "command \(command)", expected: "at most one of them")
        case (true, false): operation = .snapshot
        case (false, true): operation = .placeholder
        case (false, false): operation = .timeline
        }
    }

    /// Whether any of the options was given.
    var isDefault: Bool { operation == .timeline && !isPreview }

    /// The configuration to ask with: none for a placeholder given no values (as in WidgetKit, its required
    /// parameters are not asked for), else `assignments` checked and completed.
    func configuration(of loaded: LoadedPlugin, forWidget kind: String, assignments: [String]) throws -> [String: JSONValue] {
        operation == .placeholder && assignments.isEmpty ? [:] : try loaded.configuration(forWidget: kind, assignments: assignments)
    }
}
