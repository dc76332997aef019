import Foundation
import Testing

@testable import WidgetHostCLI

/// A check with several problems names the first and counts the rest, and every one of them is in the report: each
/// on a line of its own under the check, and in `--json`'s `more`.
struct CheckOutcomeTests {
    @Test func everyProblemIsReportedNotOnlyTheFirst() throws {
        let outcome = CheckOutcome.failing(["Clock systemSmall: no entry", "Clock systemMedium: no entry", "Clock systemLarge: no entry"])
        #expect(outcome.status == .failed && outcome.detail == "Clock systemSmall: no entry (and 2 more)")
        #expect(outcome.more == ["Clock systemMedium: no entry", "Clock systemLarge: no entry"])
        let result = ValidationReport.Result(
            id: "widget.timeline", group: "widget", summary: "Every family has a timeline", status: outcome.status,
            detail: outcome.detail, more: outcome.more, milliseconds: 2)
        #expect(
            result.line.split(separator: "\n") == [
                "FAIL  widget.timeline  Every family has a timeline (2 ms): Clock systemSmall: no entry (and 2 more)",
                "      also: Clock systemMedium: no entry", "      also: Clock systemLarge: no entry",
            ])
        #expect(CheckOutcome.warning(["one"]).more.isEmpty && CheckOutcome.failing([]).status == .passed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json.contains(#""more":["Clock systemMedium: no entry","Clock systemLarge: no entry"]"#), "\(json)")
    }
}
