import Foundation
@_spi(Benchmarking) import WidgetHost

/// The plugin the benchmark loads, and the library holding the trivial C function of the baseline.
struct BenchmarkPlugin {
    /// What the plugin is, for the report.
    let description: String
    /// The library file to copy for load measurements.
    let library: URL
    /// The intents performed in the round-trip measurements, with their values and what they exercise.
    let performs: [(intent: String, assignments: [String], note: String)]

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The C fixture `Tests/Fixtures/good.c`, compiled with the toolchain's clang into `directory`.
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
            description: "C fixture Tests/Fixtures/good.c, built without call recording", library: output,
            performs: [
                ("RepeatIntent", ["times=3", "word=hello"], "int64_t good_repeat(int32_t, const char *): natural C signature"),
                ("PaintIntent", ["color=red", "mood=Very Happy"], "entity check via entities(for:), request JSON in, result JSON out"),
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
