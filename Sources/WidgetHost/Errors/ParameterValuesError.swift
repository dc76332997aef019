/// One parameter value that does not fit its intent: where, what, and what was expected.
public struct ValueProblem: Error, Hashable, Sendable {
    /// The plugin's id.
    public var pluginID: String
    /// The intent whose parameter it is.
    public var intentID: String
    /// The parameter's name (as given, for unknown parameters); `nil` for problems with the whole input.
    public var parameter: String?
    /// What was wrong (`'abc' is not an integer`).
    public var problem: String
    /// What was expected (`an integer from 0 to 100`).
    public var expected: String

    /// Creates a problem report.
    public init(pluginID: String, intentID: String, parameter: String?, problem: String, expected: String) {
        self.pluginID = pluginID
        self.intentID = intentID
        self.parameter = parameter
        self.problem = problem
        self.expected = expected
    }

    /// The problem as a ``Diagnostic``.
    public var diagnostic: Diagnostic {
        var location = "plugin \(pluginID), intent \(intentID)"
        if let parameter { location += ", parameter \(parameter)" }
        return Diagnostic(problem: problem, location: location, expected: expected)
    }
}

/// Parameter values rejected before any plugin code ran: every problem found, at once.
public struct ParameterValuesError: WidgetHostError, Equatable {
    /// The problems, in parameter order.
    public var problems: [ValueProblem]

    /// Creates an error from the problems found.
    public init(problems: [ValueProblem]) { self.problems = problems }

    public var diagnostics: [Diagnostic] { problems.map(\.diagnostic) }
    public var category: ErrorCategory { .badInput }
}
