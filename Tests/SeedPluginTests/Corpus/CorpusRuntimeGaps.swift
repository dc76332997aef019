import Testing

/// The runtime gaps of corpus extensions that build (`Tests/IOSCorpus/GAPS.md`), each recorded as a
/// known issue only where the failure says it is that gap: any other failure of the same test is real,
/// and a gap that no longer shows fails the test, so that its entry is removed when it is closed.
enum CorpusRuntimeGaps {
    /// One gap: the GAPS.md section, and text that the failure's comment contains.
    struct Gap: Sendable {
        let section: String
        let failureText: String
    }

    /// The gaps of each test (by extension; `state` for its state test) that still show.
    static let open: [String: [Gap]] = [:]

    /// Runs `body`, the checks of `test`, with its open gaps recorded as known issues.
    static func checking(_ test: String, _ body: () async throws -> Void) async throws {
        guard let gaps = open[test] else { return try await body() }
        let sections = gaps.map(\.section).joined(separator: ", ")
        try await withKnownIssue("\(test): Tests/IOSCorpus/GAPS.md \(sections)") {
            try await body()
        } matching: { issue in
            let comments = issue.comments.map(\.rawValue).joined(separator: "\n")
            return gaps.contains { comments.contains($0.failureText) }
        }
    }
}
