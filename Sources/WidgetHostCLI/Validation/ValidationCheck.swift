import WidgetHost

/// One check of `widgethost validate`: what it is called, what it checks, and how. Each check
/// runs in a child process of its own (``CheckChild``), so a plugin that crashes or hangs in it
/// fails that check alone.
protocol ValidationCheck: Sendable {
    /// The check's id (`load.rtld-now`): what `--only` and `--skip` name.
    var id: String { get }
    /// The group it belongs to (`load`, `manifest`, `perform`, `entity`, `widget`, `concurrency`).
    var group: String { get }
    /// One line saying what a plugin that passes does (`Loads with RTLD_NOW`).
    var summary: String { get }
    /// Runs the check on the plugin; a thrown ``CheckSkipped`` skips it, any other error fails it.
    func run(_ subject: ValidationSubject) throws -> CheckOutcome
}

/// How a check ended.
enum CheckStatus: String, Codable, Sendable, CaseIterable {
    case passed, warning, failed, crashed
    case timedOut = "timed out"
    case skipped

    /// The word that starts the check's line (`PASS`).
    var label: String {
        switch self {
        case .passed: "PASS"
        case .warning: "WARN"
        case .failed: "FAIL"
        case .crashed: "CRASH"
        case .timedOut: "TIME"
        case .skipped: "SKIP"
        }
    }

    /// Whether the run fails because of it (failed, crashed, timed out).
    var failsTheRun: Bool { self == .failed || self == .crashed || self == .timedOut }
}

/// What a check found, with a one-line detail (empty when there is nothing to add) and the problems after the first.
struct CheckOutcome: Codable, Sendable, Equatable {
    var status: CheckStatus
    var detail: String
    /// The problems beyond the one `detail` names, which its "(and N more)" counts.
    var more: [String] = []

    init(status: CheckStatus, detail: String, more: [String] = []) {
        self.status = status
        self.detail = detail
        self.more = more
    }

    static func passed(_ detail: String = "") -> CheckOutcome { CheckOutcome(status: .passed, detail: detail) }
    static func warning(_ detail: String) -> CheckOutcome { CheckOutcome(status: .warning, detail: detail) }
    static func failed(_ detail: String) -> CheckOutcome { CheckOutcome(status: .failed, detail: detail) }

    /// Failed with the first of `problems`, and how many more; passed when there are none.
    static func failing(_ problems: [String], passing: String = "") -> CheckOutcome {
        guard let first = problems.first else { return .passed(passing) }
        return CheckOutcome(status: .failed, detail: summarized(first, problems), more: Array(problems.dropFirst()))
    }

    /// Warned with the first of `problems`, and how many more; passed when there are none.
    static func warning(_ problems: [String], passing: String = "") -> CheckOutcome {
        guard let first = problems.first else { return .passed(passing) }
        return CheckOutcome(status: .warning, detail: summarized(first, problems), more: Array(problems.dropFirst()))
    }

    private static func summarized(_ first: String, _ problems: [String]) -> String {
        problems.count == 1 ? first : "\(first) (and \(problems.count - 1) more)"
    }
}

/// Thrown by a check that does not apply to the plugin (no entities, the plugin does not load).
struct CheckSkipped: Error {
    let reason: String
}

/// The one-line reason of an error a plugin call threw: its first diagnostic's problem.
func reason(of error: any Error) -> String {
    guard let diagnostic = (error as? any WidgetHostError)?.diagnostics.first else { return "\(error)" }
    return diagnostic.problem
}

/// A check made of its id, group, summary and body: how the group files declare their checks.
struct Check: ValidationCheck {
    let id: String
    let group: String
    let summary: String
    let body: @Sendable (ValidationSubject) throws -> CheckOutcome

    init(_ id: String, _ summary: String, _ body: @escaping @Sendable (ValidationSubject) throws -> CheckOutcome) {
        self.id = id
        group = String(id.prefix { $0 != "." })
        self.summary = summary
        self.body = body
    }

    func run(_ subject: ValidationSubject) throws -> CheckOutcome { try body(subject) }
}
