import WidgetHost

/// A runtime request naming an instance, kind or control that does not exist (bad input),
/// or a runtime that cannot start.
public enum RuntimeError: WidgetHostError, Equatable {
    /// No instance has this id.
    case unknownInstance(InstanceID, available: [InstanceID])
    /// No plugin in the plugin directories declares this widget kind.
    case unknownKind(String, searched: [String], available: [String])
    /// Several plugins declare this widget kind.
    case ambiguousKind(String, plugins: [String])
    /// No instance is of this kind (`widgethost reload --kind`).
    case noInstancesOfKind(String, available: [String])
    /// The instance has no timeline yet, so nothing to tap.
    case noTimeline(InstanceID, state: String)
    /// No control of the instance's current entry has this id or label.
    case unknownControl(InstanceID, control: String, available: [String])
    /// Several controls of the current entry have this label.
    case ambiguousControl(InstanceID, label: String, ids: [String])
    /// Another `widgethost run` already runs on this state directory.
    case daemonAlreadyRunning(stateDirectory: String)
    /// The daemon cannot listen for notifications or signals.
    case cannotListen(path: String, reason: String)
    /// No daemon runs on this state directory to subscribe to (`widgethost watch`).
    case daemonNotRunning(stateDirectory: String)

    public var category: ErrorCategory {
        switch self {
        case .daemonAlreadyRunning, .cannotListen, .daemonNotRunning: .hostFailure
        default: .badInput
        }
    }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .unknownInstance(let id, let available):
            let ids =
                available.isEmpty
                ? "an instance id, but there are none (add one with: widgethost add KIND)"
                : "one of \(Self.list(available.map(\.description)))"
            return [Diagnostic(problem: "no widget instance \(id)", location: "the instances (see: widgethost list)", expected: ids)]
        case .unknownKind(let kind, let searched, let available):
            let place = searched.isEmpty ? "no plugins found" : "plugins \(searched.joined(separator: ", "))"
            return [
                Diagnostic(
                    problem: "no plugin declares the widget kind \(EchoedInput.quoted(kind))", location: place,
                    expected: available.isEmpty ? "a widget kind, but the plugins declare none" : "one of \(Self.list(available))")
            ]
        case .ambiguousKind(let kind, let plugins):
            return [
                Diagnostic(
                    problem: "the widget kind \(EchoedInput.quoted(kind)) is declared by several plugins",
                    location: plugins.joined(separator: ", "),
                    expected: "--plugin PLUGIN naming one of \(plugins.joined(separator: ", "))")
            ]
        case .noInstancesOfKind(let kind, let available):
            return [
                Diagnostic(
                    problem: "no widget instance is of kind \(EchoedInput.quoted(kind))", location: "the instances (see: widgethost list)",
                    expected: available.isEmpty ? "a kind with instances, but there are no instances" : "one of \(Self.list(available))")
            ]
        case .noTimeline(let id, let state):
            return [
                Diagnostic(
                    problem: "instance \(id) has no timeline yet (\(state))", location: "instance \(id)",
                    expected: "an instance whose timeline loaded (try: widgethost reload \(id))")
            ]
        case .unknownControl(let id, let control, let available):
            return [
                Diagnostic(
                    problem: "no control \(EchoedInput.quoted(control)) in the current entry", location: "instance \(id)",
                    expected: available.isEmpty
                        ? "a button or toggle, but the current entry has none"
                        : "a control id or label: \(available.joined(separator: ", "))")
            ]
        case .ambiguousControl(let id, let label, let ids):
            return [
                Diagnostic(
                    problem: "several controls are labelled \(EchoedInput.quoted(label))", location: "instance \(id)",
                    expected: "one of the ids \(ids.joined(separator: ", "))")
            ]
        case .daemonAlreadyRunning(let directory):
            return [
                Diagnostic(
                    problem: "another widgethost run is already running", location: "state directory \(directory)",
                    expected: "one daemon per state directory (stop the other one, or use another --state)")
            ]
        case .cannotListen(let path, let reason):
            return [
                Diagnostic(
                    problem: "cannot listen: \(reason)", location: path, expected: "a usable state directory for the daemon's socket")
            ]
        case .daemonNotRunning(let directory):
            return [
                Diagnostic(
                    problem: "no daemon is running", location: "state directory \(directory)",
                    expected: "a running widgethost run (or serve, or systemctl --user start widgethost) on this state directory")
            ]
        }
    }

    private static func list(_ names: [String]) -> String {
        names.count > 12 ? names.prefix(12).joined(separator: ", ") + ", ..." : names.joined(separator: ", ")
    }
}
