/// One problem in a plugin's manifest, at a JSON path (`intents[1].parameters[0].default`).
public struct ManifestProblem: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where in the manifest JSON the problem is; empty for the whole document.
    public var path: String
    /// What is wrong there.
    public var problem: String
    /// What was expected instead.
    public var expected: String

    /// Creates a problem at `path`.
    public init(path: String, problem: String, expected: String) {
        self.path = path
        self.problem = problem
        self.expected = expected
    }

    /// `<path>: <problem>; expected <expected>`.
    public var description: String { "\(path.isEmpty ? "manifest" : path): \(problem); expected \(expected)" }
}
