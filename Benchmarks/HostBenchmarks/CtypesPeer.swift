import Foundation

/// The Python ctypes peer row: `Benchmarks/Python/ctypes_call.py` calls the same C function as
/// the baseline through ctypes, in repeated batches, and prints its median seconds per call.
enum CtypesPeer {
    /// The script, in the repository.
    static let script = BenchmarkPlugin.repositoryRoot.appendingPathComponent("Benchmarks/Python/ctypes_call.py")

    /// The median per call of `good_trivial` in `library` through ctypes; `nil` if `python3` is missing or the script fails.
    static func median(library: URL) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, library.path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
