import Foundation

/// The Python ctypes peer rows: `Benchmarks/Python/ctypes_call.py` calls, through ctypes and in
/// repeated batches, the baseline's function and the function of the host's call rows, with the
/// same values, and prints the median seconds per call of each.
struct CtypesPeer {
    /// The script, in the repository.
    static let script = BenchmarkPlugin.repositoryRoot.appendingPathComponent("Benchmarks/Python/ctypes_call.py")

    /// `int64_t good_trivial(int64_t)`, the raw libffi baseline's function (seconds per call).
    let trivial: Double
    /// `int64_t good_repeat(int32_t, const char *)` with 3 and `"hello"`: the function and values
    /// of ``CallRows`` (seconds per call).
    let repeatCall: Double

    /// Both medians for the C fixture `library`; `nil` if `python3` is missing or the script fails.
    static func measure(library: URL) -> CtypesPeer? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, library.path]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        var medians: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let seconds = Double(fields[1]) { medians[String(fields[0])] = seconds }
        }
        guard let trivial = medians["good_trivial"], let repeatCall = medians["good_repeat"] else { return nil }
        return CtypesPeer(trivial: trivial, repeatCall: repeatCall)
    }
}
