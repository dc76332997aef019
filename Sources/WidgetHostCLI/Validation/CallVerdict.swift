import WidgetHost
import WidgetWire

/// What became of one call into the plugin, as the perform and entity checks judge it: an
/// answer; a refusal (the host rejected the input before the plugin ran, or the plugin failed
/// with a status and message, as the ABI lets it); or a broken contract (a malformed answer, an unknown id accepted).
/// A crash or a hang ends the check's process, which ``CheckRunner`` reports.
enum CallVerdict {
    case answered
    case refused(String)
    case broken(String)

    /// The verdict on `body`'s call.
    static func of(_ body: () throws -> Void) -> CallVerdict {
        do {
            try body()
            return .answered
        } catch PluginCallError.invalidResponse(_, let operation, _, let reason) {
            return .broken("\(operation) answered malformed JSON: \(reason)")
        } catch let error as PluginCallError {
            return .refused(reason(of: error))
        } catch let error as ParameterValuesError {
            return .refused(reason(of: error))
        } catch let error as PluginRequestError {
            return .refused(reason(of: error))
        } catch {
            return .broken(reason(of: error))
        }
    }
}

/// The verdicts of a check's calls, and the outcome they make.
struct CallTally {
    private(set) var calls = 0
    private(set) var refusals: [String] = []
    private(set) var problems: [String] = []

    /// Counts `verdict` of the call `label` describes; a refusal is a problem when `refusalFails`.
    mutating func count(_ verdict: CallVerdict, _ label: String, refusalFails: Bool = false) {
        calls += 1
        switch verdict {
        case .answered: break
        case .refused(let why): refusalFails ? problems.append("\(label): \(why)") : refusals.append("\(label): \(why)")
        case .broken(let why): problems.append("\(label): \(why)")
        }
    }

    /// Failed with the problems; else warned with the refusals when `refusalWarns`; else passed with the counts.
    func outcome(refusalWarns: Bool) throws -> CheckOutcome {
        guard calls > 0 else { throw CheckSkipped(reason: "nothing to call") }
        if !problems.isEmpty { return .failing(problems) }
        if refusalWarns, !refusals.isEmpty { return .warning(refusals) }
        return .passed("\(calls) calls, \(refusals.count) refused")
    }
}
