import Foundation
import Testing

/// The iOS corpus (`Tests/IOSCorpus`) built once per test run, each extension on its own, by
/// `scripts/corpus.sh --tsv`: an extension that does not build stops neither the others nor the run.
enum CorpusBuild {
    /// How one extension's build ended.
    enum Outcome: Sendable, Equatable {
        /// It built; `library` is the path of its `.so`.
        case built(library: String)
        /// It did not; `errors` are its first compiler errors (`File.swift:line: message`).
        case failed(errors: [String])
    }

    /// What the build script reported: each extension's outcome, or why the script could not tell.
    struct Report: Sendable {
        var outcomes: [String: Outcome]
        var problem: String?
    }

    /// The checkout holding `scripts/corpus.sh` and `Tests/IOSCorpus`.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The whole corpus build, the SDK included, must end within this many seconds.
    static let timeLimit = 600

    private static let cache = ReportCache()

    /// The report of this test run's build, which the first caller starts and the others wait for.
    static func report() async -> Report {
        await cache.report()
    }

    /// The library of extension `name`, or nil once it recorded why there is none: an issue naming
    /// the extension and its first errors if it does not build (every extension of the corpus
    /// builds, so that is a regression), or why the build itself could not run.
    static func library(_ name: String) async -> String? {
        let report = await report()
        if let problem = report.problem {
            Issue.record("the iOS corpus could not be built: \(problem)")
            return nil
        }
        switch report.outcomes[name] {
        case .built(let library):
            return library
        case .failed(let errors):
            let firstErrors = errors.joined(separator: "\n")
            Issue.record("\(name) does not build, though every extension of the corpus did (Tests/IOSCorpus/GAPS.md):\n\(firstErrors)")
            return nil
        case nil:
            Issue.record("scripts/corpus.sh reported no build of \(name); it reported \(report.outcomes.keys.sorted())")
            return nil
        }
    }

    /// Keeps the one build of this test run.
    private actor ReportCache {
        private var build: Task<Report, Never>?

        func report() async -> Report {
            if let build { return await build.value }
            let started = Task { await CorpusBuild.runOnItsOwnThread() }
            build = started
            return await started.value
        }
    }

    /// Runs the script on a thread of its own: the tests waiting for it hold none of the test run's threads.
    private static func runOnItsOwnThread() async -> Report {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: runScript()) }
        }
    }

    /// Runs `scripts/corpus.sh --tsv` under `timeout` (which stops the builds it started too).
    private static func runScript() -> Report {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "--kill-after=10", "\(timeLimit)", "bash", "scripts/corpus.sh", "--tsv"]
        process.currentDirectoryURL = repository
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        do {
            try process.run()
        } catch {
            return Report(outcomes: [:], problem: "could not start scripts/corpus.sh: \(error)")
        }
        let output = String(decoding: standardOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0, 1:
            let outcomes = parse(output)
            return Report(outcomes: outcomes, problem: outcomes.isEmpty ? "scripts/corpus.sh reported nothing: \(errors)" : nil)
        case 124, 137:
            return Report(outcomes: [:], problem: "scripts/corpus.sh did not finish within \(timeLimit) s")
        case let status:
            return Report(outcomes: [:], problem: "scripts/corpus.sh exited \(status): \(errors)")
        }
    }

    /// The outcomes in the script's `--tsv` lines: `name`, `yes` or `no`, then the library or the errors.
    static func parse(_ tsv: String) -> [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        for line in tsv.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            outcomes[fields[0]] = fields[1] == "yes" ? .built(library: fields[2]) : .failed(errors: Array(fields.dropFirst(2)))
        }
        return outcomes
    }
}
