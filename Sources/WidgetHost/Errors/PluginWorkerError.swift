/// A plugin running in a worker process that crashed, hung, keeps failing, or could not be
/// started (the call failed; the host and every other plugin carry on).
public enum PluginWorkerError: WidgetHostError, Equatable {
    /// The call did not answer within the deadline; the worker was killed.
    case timedOut(pluginID: String, call: String, seconds: Double)
    /// The worker's resident memory grew more than `limit` bytes above its baseline during the call; it was killed.
    case memoryExceeded(pluginID: String, call: String, limit: Int, resident: Int)
    /// The worker died during the call (a crash in the plugin, or an exit).
    case workerDied(pluginID: String, call: String, termination: WorkerTermination)
    /// The plugin failed too often in a short time; no worker starts until its file changes or it is reloaded.
    case quarantined(pluginID: String, path: String, failures: Int, window: Double, lastFailure: String)
    /// The worker failed recently; the next one starts after a delay.
    case restartDelayed(pluginID: String, seconds: Double, lastFailure: String)
    /// The worker executable could not be started.
    case cannotStart(pluginID: String, executable: String, reason: String)
    /// The worker cannot be sandboxed here (no Landlock, or `WIDGETHOST_SANDBOX=off`) and the host requires it: it was not started.
    case sandboxUnavailable(pluginID: String, reason: String)
    /// The worker answered something that is not the worker protocol; it was stopped.
    case protocolViolation(pluginID: String, reason: String)
    /// The plugin could not be loaded in the worker for a reason other than the file itself.
    case workerFailed(pluginID: String, diagnostics: [Diagnostic])
    /// The handler a call needs is not in the plugin's manifest (its file changed and the worker restarted).
    case handlerGone(pluginID: String, call: HandlerRole)

    public var category: ErrorCategory {
        switch self {
        case .cannotStart, .workerFailed, .sandboxUnavailable: .hostFailure
        default: .pluginFailure
        }
    }

    public var diagnostics: [Diagnostic] {
        switch self {
        case .timedOut(let pluginID, let call, let seconds):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID) did not answer \(call) within \(Self.seconds(seconds)); it was stopped",
                    location: "plugin \(pluginID), worker process",
                    expected: "an answer within \(Self.seconds(seconds)) (a new worker starts on the next call)")
            ]
        case .memoryExceeded(let pluginID, let call, let limit, let resident):
            return [
                Diagnostic(
                    problem:
                        "plugin \(pluginID) used more than its memory cap of \(limit >> 20) MiB during \(call) (\(resident >> 20) MiB resident); it was stopped",
                    location: "plugin \(pluginID), worker process",
                    expected: "a plugin that stays within --plugin-memory (a new worker starts on the next call)")
            ]
        case .workerDied(let pluginID, let call, let termination):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID) crashed: its worker \(termination) during \(call)",
                    location: "plugin \(pluginID), worker process",
                    expected: "a plugin that does not crash (a new worker starts on the next call)")
            ]
        case .quarantined(let pluginID, let path, let failures, let window, let lastFailure):
            return [
                Diagnostic(
                    problem:
                        "plugin \(pluginID) is quarantined: its worker failed \(failures) times within \(Self.seconds(window)) (last: \(lastFailure))",
                    location: "plugin \(pluginID) (\(path))",
                    expected: "a fixed plugin: no worker starts until the plugin file changes or you reload (widgethost reload)")
            ]
        case .restartDelayed(let pluginID, let seconds, let lastFailure):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID) failed moments ago (\(lastFailure)); its worker restarts in \(Self.seconds(seconds))",
                    location: "plugin \(pluginID), worker process", expected: "the call to be retried after the restart delay")
            ]
        case .cannotStart(let pluginID, let executable, let reason):
            return [
                Diagnostic(
                    problem: "cannot start a plugin worker: \(reason)", location: "plugin \(pluginID), worker executable \(executable)",
                    expected: "an executable that runs plugin workers (widgethost, or a program calling PluginWorker.main)")
            ]
        case .sandboxUnavailable(let pluginID, let reason):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID) was not started: its worker cannot be sandboxed (\(reason)) and a sandbox is required",
                    location: "plugin \(pluginID), worker process",
                    expected:
                        "a kernel with Landlock (Linux 5.13 or later) and \(WorkerSandbox.switchVariable) not off, or no --require-sandbox")
            ]
        case .protocolViolation(let pluginID, let reason):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID)'s worker broke the worker protocol: \(reason); it was stopped",
                    location: "plugin \(pluginID), worker process",
                    expected: "length-prefixed worker frames (is the worker executable the same version as the host?)")
            ]
        case .workerFailed(let pluginID, let diagnostics):
            return diagnostics.map {
                Diagnostic(problem: $0.problem, location: "\($0.location), worker for plugin \(pluginID)", expected: $0.expected)
            }
        case .handlerGone(let pluginID, let call):
            return [
                Diagnostic(
                    problem: "plugin \(pluginID) has no \(call) any more", location: "plugin \(pluginID)",
                    expected: "the call to be made again against the plugin's current manifest (its file changed)")
            ]
        }
    }

    /// `10 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e9 ? "\(Int(value)) s" : Self.tenths(value)
    }

    /// `value` (seconds, under 1e9) to a tenth: "0.7 s".
    private static func tenths(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
