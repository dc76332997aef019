/// One thing that went wrong, in the three parts a person needs to fix it:
/// what was wrong, where, and what was expected instead.
///
/// The CLI prints each diagnostic as one line:
/// `error: 'abc' is not an integer (plugin good, intent AddIntent, parameter value); expected an integer from 0 to 100`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What was wrong (`'abc' is not an integer`).
    public var problem: String
    /// Where it was wrong (`plugin good, intent AddIntent, parameter value`).
    public var location: String
    /// What was expected instead (`an integer from 0 to 100`).
    public var expected: String

    /// Creates a diagnostic from its three parts.
    public init(problem: String, location: String, expected: String) {
        self.problem = problem
        self.location = location
        self.expected = expected
    }

    /// `<problem> (<location>); expected <expected>`.
    public var description: String { "\(problem) (\(location)); expected \(expected)" }
}

/// Who is to blame for an error, which decides the CLI's exit code.
public enum ErrorCategory: Sendable, Hashable {
    /// The input was wrong: a path, a plugin that cannot load, a manifest, a name or a value (exit code 2).
    case badInput
    /// The plugin ran and failed, or answered with something malformed (exit code 1).
    case pluginFailure
    /// The host itself could not do its work: its state directory or database (exit code 1).
    case hostFailure
}

/// An error of the host library: one or more ``Diagnostic``s and a category.
///
/// Every error the host library throws conforms, so a front end can render any of
/// them the same way without knowing the concrete type.
public protocol WidgetHostError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, one entry per problem.
    var diagnostics: [Diagnostic] { get }
    /// Whose fault it was.
    var category: ErrorCategory { get }
}

extension WidgetHostError {
    /// The diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
