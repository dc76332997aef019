import Foundation
import WidgetTestSupport

/// A section of the README (from its `## ` heading to the next), and its fenced blocks.
struct ReadmeSection {
    let text: String

    /// The section headed `## heading`; throws if the README has none.
    init(_ heading: String) throws {
        let readme = try String(contentsOf: BuiltProducts.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## \(heading)\n") else { throw TestSetupError("README.md has no section \(heading)") }
        let rest = readme[start.upperBound...]
        text = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The lines of the first block fenced as ```` ```language ````; throws if there is none.
    func firstBlock(_ language: String) throws -> [String] {
        guard let open = text.range(of: "```\(language)\n"), let close = text[open.upperBound...].range(of: "\n```") else {
            throw TestSetupError("the README section has no \(language) block")
        }
        return text[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }
}
