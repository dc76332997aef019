import WidgetLayout

/// The results of a `widgethost validate` run: one line per check as it ends, the summary
/// line, and the JSON object of `--json`.
struct ValidationReport: Encodable {
    /// One check's result.
    struct Result: Encodable {
        let id: String
        let group: String
        let summary: String
        let status: CheckStatus
        let detail: String
        /// The problems after the one `detail` names.
        let more: [String]
        let milliseconds: Double

        /// `PASS  load.rtld-now  Loads with RTLD_NOW (3.1 ms)`, and the detail after a colon
        /// for any other status; then the other problems, one per line.
        var line: String {
            let head = "\(status.label.padding(toLength: 5, withPad: " ", startingAt: 0)) \(id)  \(summary) (\(Self.text(milliseconds)) ms)"
            guard status != .passed, !detail.isEmpty else { return head }
            return (["\(head): \(detail)"] + more.map { "      also: \($0)" }).joined(separator: "\n")
        }

        private static func text(_ milliseconds: Double) -> String {
            DecimalText.format((milliseconds * 10).rounded() / 10)
        }
    }

    let plugin: String
    let seed: UInt64
    private(set) var checks: [Result] = []

    init(plugin: String, seed: UInt64) {
        self.plugin = plugin
        self.seed = seed
    }

    mutating func append(_ result: Result) { checks.append(result) }

    /// How many checks ended with each status, every status named (for `--json`).
    var counts: [String: Int] {
        Dictionary(
            uniqueKeysWithValues: CheckStatus.allCases.map { status in (status.rawValue, checks.filter { $0.status == status }.count) })
    }

    /// Whether nothing failed, crashed or timed out.
    var passed: Bool { !checks.contains { $0.status.failsTheRun } }

    /// `32 checks: 30 passed, 2 warnings, 0 failed (seed 1234)`, naming crashed, timed-out and
    /// skipped checks when there are any.
    var summaryLine: String {
        func count(_ status: CheckStatus) -> Int { checks.filter { $0.status == status }.count }
        var parts = [
            "\(count(.passed)) passed", "\(count(.warning)) warning\(count(.warning) == 1 ? "" : "s")", "\(count(.failed)) failed",
        ]
        for status in [CheckStatus.crashed, .timedOut, .skipped] where count(status) > 0 {
            parts.append("\(count(status)) \(status.rawValue)")
        }
        return "\(checks.count) check\(checks.count == 1 ? "" : "s"): \(parts.joined(separator: ", ")) (seed \(seed))"
    }

    private enum CodingKeys: String, CodingKey { case plugin, seed, passed, counts, checks }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(plugin, forKey: .plugin)
        try container.encode(seed, forKey: .seed)
        try container.encode(passed, forKey: .passed)
        try container.encode(counts, forKey: .counts)
        try container.encode(checks, forKey: .checks)
    }
}
