import Foundation
import WidgetWire

/// A plugin the benchmark loads and performs, with how much of each measurement to run.
struct BenchmarkPlugin {
    /// One perform measurement.
    struct Perform {
        let intent: String
        let assignments: [String]
        /// Typed (wire) values, as a button passes them; when set, these are passed instead of `assignments`.
        var values: [String: JSONValue]? = nil
        /// What the call exercises, for the report.
        let note: String
        let batches: Int
        let batchSize: Int
    }

    /// What the plugin is, for the report.
    let description: String
    /// The library file to copy for load measurements.
    let library: URL
    /// How many distinct copies to load.
    let copies: Int
    /// The perform round trips to measure.
    let performs: [Perform]

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Counter plugin (seed 003, Swift SDK) built next to this executable, if it is there.
    static func counter(nextTo executable: URL) -> BenchmarkPlugin? {
        let library = executable.deletingLastPathComponent().appendingPathComponent("libCounter.so")
        guard FileManager.default.fileExists(atPath: library.path) else { return nil }
        return BenchmarkPlugin(
            description: "Counter (seed 003, Swift SDK) \(library.path)", library: library, copies: 50,
            performs: [
                Perform(
                    intent: "MyCalculateIntent", assignments: ["value=1"],
                    note: "Swift SDK generic handler; the intent writes the durable number (one SQLite commit, WAL, synchronous=NORMAL)",
                    batches: 50,
                    batchSize: 10)
            ])
    }

    /// The C fixture `Tests/Fixtures/good.c`, compiled with the toolchain's clang into `directory`
    /// without call recording, so that it writes nothing to storage.
    static func cFixture(in directory: URL) throws -> BenchmarkPlugin {
        let output = directory.appendingPathComponent("libgood.so")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: clang)
        process.arguments = [
            "-std=c11", "-O2", "-shared", "-fPIC", "-DFIXTURE_NO_RECORDING", "-I",
            repositoryRoot.appendingPathComponent("Sources/CWidgetABI/include").path,
            repositoryRoot.appendingPathComponent("Tests/Fixtures/good.c").path, "-o", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError("cannot compile Tests/Fixtures/good.c with \(clang)") }
        return BenchmarkPlugin(
            description: "C fixture Tests/Fixtures/good.c, built without call recording", library: output, copies: 100,
            performs: [
                Perform(
                    intent: "RepeatIntent", assignments: ["times=3", "word=hello"],
                    note: "int64_t good_repeat(int32_t, const char *) from NAME=VALUE text", batches: 200, batchSize: 100),
                Perform(
                    intent: "RepeatIntent", assignments: [], values: ["times": .integer(3), "word": .string("hello")],
                    note: "the same from typed values, as a button passes them", batches: 200, batchSize: 100),
                Perform(
                    intent: "PaintIntent", assignments: ["color=red", "mood=Very Happy"],
                    note: "entity check via entities(for:), request JSON in, result JSON out", batches: 200, batchSize: 100),
            ])
    }

    /// The toolchain's clang: next to `swift` on PATH, else /opt/swift/usr/bin/clang.
    static var clang: String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            if FileManager.default.isExecutableFile(atPath: "\(directory)/swift"),
                FileManager.default.isExecutableFile(atPath: "\(directory)/clang")
            {
                return "\(directory)/clang"
            }
        }
        return "/opt/swift/usr/bin/clang"
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
